/** The value as an absolute http(s) URL, or undefined (javascript:, data:, relative, padded or unparsable). */
export function httpUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() !== value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Attributes that hold a link a page or a client may follow. */
export const isLinkAttribute = (name: string) => name.endsWith('_url');
