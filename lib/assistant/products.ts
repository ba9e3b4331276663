import type { Scored } from './classifier';
import { withinOneEdit, words } from './spelling';

const products = ['freshly', 'aura', 'verde'] as const;
export const productNames = ['Freshly', 'Aura', 'Verde basic', 'Verde smart'];
export type Product = (typeof products)[number];
/** Articles map to the product their paraphrases name; shop-wide ones (shipping, returns, …) map to none. */
export type ArticleProducts = Record<string, Product>;

/** Italian "verde" is also the colour: next to these words it names the light, not the planter. */
const colourContext = new Set(['luce', 'spia', 'led', 'colore', 'fisso', 'fissa', 'lampeggia', 'lampeggiante']);

function productOf(tokens: string[], i: number): Product | null {
  const token = tokens[i];
  const product = products.find((name) => token === name || (token.length >= 5 && withinOneEdit(token, name)));
  if (product !== 'verde') return product ?? null;
  return colourContext.has(tokens[i - 1] ?? '') || colourContext.has(tokens[i + 1] ?? '') ? null : product;
}

/** The products a text names, misspellings of one edit included ("freshy"). */
export function namedProducts(text: string): Set<Product> {
  const tokens = words(text);
  return new Set(tokens.flatMap((_, i) => productOf(tokens, i) ?? []));
}

/** The product most of an article's paraphrases name (at least a fifth of them, and only one product), if any. */
export function articleProducts(paraphrases: Record<string, string[]>): ArticleProducts {
  const result: ArticleProducts = {};
  for (const [uid, texts] of Object.entries(paraphrases)) {
    const counts = new Map<Product, number>();
    for (const text of texts)
      for (const product of namedProducts(text)) counts.set(product, (counts.get(product) ?? 0) + 1);
    const frequent = [...counts].filter(([, count]) => count >= Math.max(2, texts.length / 5));
    if (frequent.length === 1) result[uid] = frequent[0][0];
  }
  return result;
}

/** Articles of another product than the one(s) the question names are damped; shop-wide articles keep their score. */
export function preferNamedProducts(ranked: Scored[], named: Set<Product>, owners: ArticleProducts, damping: number) {
  if (named.size === 0) return ranked;
  return ranked
    .map(({ uid, score }) => {
      const owner = owners[uid];
      return { uid, score: owner && !named.has(owner) ? score * damping : score };
    })
    .sort((a, b) => b.score - a.score);
}
