import { createTranslator, type AbstractIntlMessages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';

// An ASCII apostrophe before a tag or a placeholder quotes it in ICU: the visitor would read the raw markup.
type Tree = { [key: string]: string | Tree };
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([k, v]) =>
    typeof v === 'string' ? [[`${prefix}${k}`, v]] : entries(v, `${prefix}${k}.`),
  );
const tagsOf = (text: string) => [...new Set([...text.matchAll(/<(\w+)>/g)].map((match) => match[1]))];
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)/g)].map((match) => match[1]))];

const english = Object.fromEntries(entries(en as Tree));
const formatted = Object.keys(english).filter((key) => /[<{]/.test(english[key]));

describe.each([
  ['en', en],
  ['de', de],
  ['it', itMessages],
] as const)('messages with markup or placeholders in %s', (locale, messages) => {
  const texts = Object.fromEntries(entries(messages as Tree));
  const t = createTranslator({ locale, messages: messages as AbstractIntlMessages });

  it.each(formatted)('%s renders every tag and no literal markup', (key) => {
    const tags = tagsOf(english[key]);
    const values = Object.fromEntries([
      ...argumentsOf(texts[key]).map((name) => [name, 1]),
      ...tags.map((tag) => [tag, (chunks: string) => `[${tag}:${chunks}]`]),
    ]);
    const rendered = t.markup(key as never, values as never);
    expect(rendered).not.toMatch(/<\/?\w+>|\{\s*\w+/);
    for (const tag of tags) expect(rendered).toContain(`[${tag}:`);
  });
});
