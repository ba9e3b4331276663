import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = 'content/documents';

function texts(lang: string): { file: string; text: string }[] {
  return readdirSync(join(root, lang)).flatMap((type) =>
    readdirSync(join(root, lang, type)).map((name) => ({
      file: `${lang}/${type}/${name}`,
      text: readFileSync(join(root, lang, type, name), 'utf8'),
    })),
  );
}

const hits = (lang: string, pattern: RegExp) =>
  texts(lang).flatMap(({ file, text }) => [...text.matchAll(pattern)].map((match) => `${file}: ${match[0]}`));

describe('amounts and percentages in content follow each language', () => {
  it('English writes €20 and 10%', () => {
    expect(hits('en-gb', /\d €|€ \d|\d %/g)).toEqual([]);
  });

  it('German and Italian write 20 € (and German 10 %)', () => {
    expect(hits('de-de', /€ ?\d|\d%/g)).toEqual([]);
    expect(hits('it-it', /€ ?\d/g)).toEqual([]);
  });
});
