import { describe, expect, it } from 'vitest';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import itMessages from '@/messages/it.json';

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : flatten(v, `${prefix}${k}.`)));

describe('messages', () => {
  it('have the same keys in en, de and it', () => {
    const keys = flatten(en as Tree).sort();
    expect(flatten(de as Tree).sort()).toEqual(keys);
    expect(flatten(itMessages as Tree).sort()).toEqual(keys);
  });

  it('carry the spec texts exactly in English', () => {
    expect(en.errors.notFound).toBe('This page could not be found');
    expect(en.errors.errorPageFailed).toBe('An error occurred while showing the error page');
  });

  it('translate every English string except names and shared words', () => {
    const same = flatten(en as Tree).filter((key) => {
      const get = (tree: Tree) => key.split('.').reduce<string | Tree>((node, part) => (node as Tree)[part], tree);
      return get(en as Tree) === get(de as Tree) && get(en as Tree) === get(itMessages as Tree);
    });
    // Brand names, product names and words like "Blog" or "FAQ" read the same in all three languages.
    expect(same.length).toBeLessThan(flatten(en as Tree).length * 0.15);
  });
});
