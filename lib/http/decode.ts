/**
 * Percent-decodes a path segment or cookie value once; text that is not valid percent-encoding (`%`, `%zz`, a cut
 * UTF-8 sequence, or a value already decoded upstream) is kept as it came, so a hostile path can only miss.
 */
export function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
