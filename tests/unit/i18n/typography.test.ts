// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { deliveryFor, selectableCountries } from '@/lib/markets/regions';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';
import { textsFor } from '@/sandbox/checkout/texts';
import { SKUS } from '@/sandbox/seed/skus';

/** Data, not copy: identifiers, addresses, tags and dates. */
const skippedKeys = new Set(['url', 'uid', 'id', 'type', 'lang', 'tags', 'link_type', 'embed_url', 'html']);
const skippedKey = (key: string) => skippedKeys.has(key) || key.endsWith('_date');

function* strings(value: unknown, at: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [at, value];
  else if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* strings(item, `${at}.${index}`);
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!skippedKey(key)) yield* strings(item, `${at}.${key}`);
}

const documents = readdirSync('content/documents', { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
  .map((entry) => path.join(entry.parentPath, entry.name));

/** Every text a shopper reads, by where it comes from: the catalogues, the content, the sandbox's checkout and seed. */
const visible: [string, string][] = [
  ...strings(en, 'messages/en'),
  ...strings(de, 'messages/de'),
  ...strings(itMessages, 'messages/it'),
  ...documents.flatMap((file) => [...strings(JSON.parse(readFileSync(file, 'utf8')), file)]),
  ...(['en', 'de', 'it'] as const).flatMap((lang) => [...strings(textsFor(lang).t, `sandbox checkout ${lang}`)]),
  ...SKUS.flatMap((sku) => [...strings({ name: sku.name, names: sku.names }, `sandbox sku ${sku.code}`)]),
  ...new Set(selectableCountries.flatMap((country) => deliveryFor(country)?.days ?? []))
    .entries()
    .map(([days]): [string, string] => ['delivery days (lib/markets/regions.ts)', days]),
];
const german = visible.filter(([at]) => /de-de|messages\/de|checkout de|\.de$/.test(at));

const found = (texts: [string, string][], pattern: RegExp) =>
  texts.flatMap(([at, text]) => [...text.matchAll(pattern)].map((match) => `${at}: “${match[0]}” in “${text}”`));

describe('typography of every visible text', () => {
  it('writes a range with an en dash: 2–4, not 2-4 (a code or date with hyphens is no range)', () => {
    const hyphenRange = /(?<![\p{L}\d.,:/+-])\d+(?:[.,]\d+)? ?- ?\d+(?:[.,]\d+)?(?![\p{L}\d/:-])/gu;
    expect(found([['sample', 'Italy 1-2 working days, the EU 2 - 4']], hyphenRange)).toHaveLength(2);
    expect(found([['sample', 'VE-2025-000001, 2027-01-05, USB-C 2, 2–4']], hyphenRange)).toEqual([]);
    expect(found(visible, hyphenRange)).toEqual([]);
  });

  it('joins Viridea to a German noun with a hyphen (Viridea-Daten); Viridea Business and Viridea Play are names', () => {
    const openCompound = /\bViridea (?!(?:Business|Play|Ihre?[nmrs]?|Sie)\b)\p{Lu}\p{Ll}+/gu;
    expect(found([['sample', 'Ihre Viridea Daten, die Viridea-App, wie Viridea Ihre Daten']], openCompound)).toEqual([
      'sample: “Viridea Daten” in “Ihre Viridea Daten, die Viridea-App, wie Viridea Ihre Daten”',
    ]);
    expect(found(german, openCompound)).toEqual([]);
  });

  it('spells the two Verde models one way: Verde basic and Verde smart', () => {
    const otherSpelling = /\bVerde[ -](?:Basic|Smart|BASIC|SMART)\b/gu;
    expect(found([['sample', 'Verde Basic, Verde smart, VERDE-BASIC']], otherSpelling)).toEqual([
      'sample: “Verde Basic” in “Verde Basic, Verde smart, VERDE-BASIC”',
    ]);
    expect(found(visible, otherSpelling)).toEqual([]);
  });

  it('names each product in the sandbox checkout as the site does', () => {
    const names = (messages: typeof en) => messages.product.skus as Record<string, string>;
    for (const sku of SKUS)
      expect([sku.name, sku.names.de, sku.names.it], sku.code).toEqual([
        names(en)[sku.code],
        names(de)[sku.code],
        names(itMessages)[sku.code],
      ]);
  });
});
