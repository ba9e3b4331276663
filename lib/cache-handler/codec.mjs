// Cache entries hold Buffers (RSC payloads, route bodies) and Maps (segment data): JSON with tagged wrappers.

/** A JSON-safe copy of `value` in which Buffers and Maps are tagged. */
export function encode(value) {
  if (Buffer.isBuffer(value)) return { $buffer: value.toString('base64') };
  if (value instanceof Uint8Array) return { $buffer: Buffer.from(value).toString('base64') };
  if (value instanceof Map) return { $map: [...value].map(([key, item]) => [key, encode(item)]) };
  if (Array.isArray(value)) return value.map(encode);
  if (value && typeof value === 'object') {
    const copy = {};
    for (const [key, item] of Object.entries(value)) if (item !== undefined) copy[key] = encode(item);
    return copy;
  }
  return value;
}

/** The inverse of `encode`. */
export function decode(value) {
  if (Array.isArray(value)) return value.map(decode);
  if (!value || typeof value !== 'object') return value;
  if (typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
  if (Array.isArray(value.$map)) return new Map(value.$map.map(([key, item]) => [key, decode(item)]));
  const copy = {};
  for (const [key, item] of Object.entries(value)) copy[key] = decode(item);
  return copy;
}
