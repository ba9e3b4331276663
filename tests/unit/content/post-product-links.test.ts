// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Span = { start: number; end: number; type: string; data?: { type?: string; uid?: string } };
type Block = { type: string; text: string; spans: Span[] };

const products = [
  { uid: 'freshly', name: /(?<![\w-])Freshly(?!\w)/ },
  { uid: 'aura', name: /(?<![\w-])Aura(?!\w)/ },
  { uid: 'verde', name: /(?<![\w-])Verde(?!\w)/ },
];

// Issue 26 defect 12: a post that talks about a product links to its page where it first names it.
describe.each(['en-gb', 'de-de', 'it-it'])('posts in %s', (lang) => {
  const dir = `content/documents/${lang}/post`;
  const posts = readdirSync(dir).map((file) => ({
    file,
    body: (JSON.parse(readFileSync(`${dir}/${file}`, 'utf8')) as { data: { body: Block[] } }).data.body,
  }));

  it('link each product they mention in their text to its product page', () => {
    const unlinked = posts.flatMap(({ file, body }) => {
      const text = body.filter((block) => !block.type.startsWith('heading'));
      return products
        .filter(({ name }) => text.some((block) => name.test(block.text)))
        .filter(({ uid }) =>
          text.every((block) =>
            block.spans.every((span) => span.data?.type !== 'product_page' || !span.data.uid?.startsWith(uid)),
          ),
        )
        .map(({ uid }) => `${file}: ${uid}`);
    });
    expect(unlinked).toEqual([]);
  });
});
