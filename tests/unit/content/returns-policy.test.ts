// @vitest-environment node
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The one returns policy (docs/adr/0022-one-returns-policy.md): 14 days from delivery, full refund. */
const returnDays = 14;

const returnWords = /return|refund|rückgabe|rücksend|zurück|bedenkzeit|reso\b|resi\b|restitui|rimborso|ripensarci/i;
const dayCount = /(\d+)(?:\s|-|&nbsp;)?(?:days?|tage?n?|tägig\w*|giorni)\b/gi;

function* strings(value: unknown): Generator<string> {
  if (typeof value === 'string') yield value;
  else if (Array.isArray(value)) for (const item of value) yield* strings(item);
  else if (value && typeof value === 'object') for (const item of Object.values(value)) yield* strings(item);
}

/** Every "N days" said in a sentence about returns. */
function returnPeriods(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => returnWords.test(sentence))
    .flatMap((sentence) => [...sentence.matchAll(dayCount)].map((match) => `${match[1]}: ${sentence.slice(0, 140)}`));
}

async function sources(): Promise<string[]> {
  const documents = await readdir('content/documents', { withFileTypes: true, recursive: true });
  return [
    ...['en', 'de', 'it'].map((locale) => `messages/${locale}.json`),
    ...documents
      .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
      .map((entry) => path.join(entry.parentPath, entry.name)),
  ];
}

describe('one returns policy (issue 26 defect 10)', () => {
  it('finds the period in a returns sentence', () => {
    expect(returnPeriods('Free shipping. Returns up to 30 days from delivery.')).toHaveLength(1);
    expect(returnPeriods('The battery lasts up to 30 days.')).toEqual([]);
  });

  it('states the same number of days wherever messages and content speak of returns', async () => {
    const periods = (await sources()).flatMap((file) =>
      [...strings(JSON.parse(readFileSync(file, 'utf8')))].flatMap(returnPeriods).map((found) => `${file} ${found}`),
    );
    expect(periods.length).toBeGreaterThan(20);
    expect(periods.filter((found) => !found.split(' ')[1].startsWith(`${returnDays}:`))).toEqual([]);
  });

  it('passes the same days to the product and cart returns lines', () => {
    for (const file of ['components/product/BuyBox.tsx', 'components/cart/CartLine.tsx'])
      expect(readFileSync(file, 'utf8'), file).toMatch(new RegExp(`returns', \\{ days: ${returnDays} \\}`));
  });
});
