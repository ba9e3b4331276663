// The page builder's `state` parameter is lz-string's URI-safe form (64 symbols of 6 bits, read low bit first).
// Its decompressed length is counted from the codes alone, without building a string: each dictionary entry is one
// character longer than the entry before it was added, so a 12 KB state can stand for 20 M characters.
const symbols = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+-$';
const symbolValue = new Map([...symbols].map((symbol, value) => [symbol, value]));

/**
 * The number of characters `state` decompresses to, counted up to `max`: Infinity beyond it, NaN when it is not a
 * well-formed stream (the library would answer an empty or broken string for it).
 */
export function expandedLength(state: string, max: number): number {
  const input = state.replace(/ /g, '+');
  const valueAt = (index: number) => symbolValue.get(input.charAt(index)) ?? 0;
  let value = valueAt(0);
  let mask = 32;
  let index = 1;
  const read = (count: number) => {
    let result = 0;
    for (let bit = 0; bit < count; bit++) {
      if (value & mask) result += 2 ** bit;
      mask >>= 1;
      if (mask === 0) {
        mask = 32;
        value = valueAt(index++);
      }
    }
    return result;
  };
  // Codes 0 and 1 bring a new 8- or 16-bit character, 2 ends the stream, 3 on are dictionary entries.
  const first = read(2);
  if (first === 2) return 0;
  if (first === 3) return NaN;
  read(first === 0 ? 8 : 16);
  const lengths = [0, 0, 0, 1];
  let width = 3;
  let enlargeIn = 4;
  let previous = 1;
  let total = 1;
  const added = () => {
    enlargeIn--;
    if (enlargeIn === 0) enlargeIn = 2 ** width++;
  };
  for (;;) {
    if (index > input.length) return NaN;
    let code = read(width);
    if (code === 2) return total;
    if (code < 2) {
      read(code === 0 ? 8 : 16);
      code = lengths.push(1) - 1;
      added();
    }
    let entry: number;
    if (code < lengths.length && code > 2) entry = lengths[code];
    else if (code === lengths.length) entry = previous + 1;
    else return NaN;
    total += entry;
    if (total > max) return Infinity;
    lengths.push(previous + 1);
    added();
    previous = entry;
  }
}

/** Far above any page's slices; a longer state is refused before it is decompressed. */
export const maxStateLength = 200_000;
/** What a state may decompress to: the largest page's slices are 11.6 K characters (content/), 20 times fit. */
export const maxExpandedState = 256 * 1024;

/** Whether a `state` would decompress beyond what any page needs (the proxy answers 413, lib/content/simulator-guard.ts). */
export function stateTooLarge(state: string): boolean {
  return state.length > maxStateLength || expandedLength(state, maxExpandedState) === Infinity;
}
