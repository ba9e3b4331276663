import { describe, expect, it } from 'vitest';
import {
  adrIndexProblems,
  checkDocs,
  mentionedPath,
  pathMatcher,
  pathMentions,
  statusProblems,
} from '@/scripts/check-docs.mjs';
import { isPublic, libFolder, libTarget } from '@/scripts/lint/feature-boundaries.mjs';

const named = (markdown: string, file = 'README.md') =>
  pathMentions(markdown)
    .map((mention) => mentionedPath(mention, file))
    .filter(Boolean);

describe('docs path check', () => {
  it('reads paths from code spans, commands, fenced blocks and links, not from prose or URLs', () => {
    const markdown = [
      'Run `node scripts/start.mjs`, see `lib/routes/table.ts:12` and [ADR](docs/adr/0005-layers.md#rule).',
      'Plain lib/not-checked.ts, `npm test`, `https://example.com/lib/x.ts`, `.data/postgres`.',
      '```',
      'lib/seo         metadata',
      '```',
    ].join('\n');
    expect(named(markdown)).toEqual(['scripts/start.mjs', 'lib/routes/table.ts', 'docs/adr/0005-layers.md', 'lib/seo']);
  });

  it('resolves relative links from the document and keeps placeholders whole', () => {
    expect(named('[layers](0005-layers.md) [up](../architecture.md)', 'docs/adr/0021-x.md')).toEqual([
      'docs/adr/0005-layers.md',
      'docs/architecture.md',
    ]);
    expect(named('`content/documents/<uid or id>.json`, `lib/{newsletter,contact}/action.ts`.')).toEqual([
      'content/documents/<uid or id>.json',
      'lib/{newsletter,contact}/action.ts',
    ]);
  });

  it('matches globs, placeholders, alternatives and ellipses', () => {
    expect(pathMatcher('lib/*/server.ts')('lib/db/server.ts')).toBe(true);
    expect(pathMatcher('lib/<name>/server.ts')('lib/db/x/server.ts')).toBe(false);
    expect(pathMatcher('lib/{db,mail}/outbox.ts')('lib/mail/outbox.ts')).toBe(true);
    expect(pathMatcher('app/[locale]/…/page.tsx')('app/[locale]/(default)/cart/page.tsx')).toBe(true);
  });

  it('reports missing paths and ADR status lines', () => {
    const files = ['README.md', 'lib/db/server.ts', 'docs/adr/0001-a.md', 'docs/adr/0002-b.md'];
    const texts: Record<string, string> = {
      'README.md': '`lib/db/server.ts`, `lib/*/server.ts`, `lib/client/http.ts`, `lib/<name>/action.ts`',
      'docs/adr/0001-a.md': '# 0001 A\n\nStatus: superseded by 0002\n',
      'docs/adr/0002-b.md': '# 0002 B\n\n## Context\n',
    };
    expect(checkDocs((file: string) => texts[file], files)).toEqual([
      'README.md:1: lib/client/http.ts does not exist',
      'README.md:1: lib/<name>/action.ts does not exist',
      'docs/adr/0002-b.md: does not start with "Status: accepted" or "Status: superseded [in part] by NNNN"',
    ]);
    expect(statusProblems('# 0003 C\nStatus: superseded by 0009', new Set(['0003']))).toEqual([
      'names ADR 0009, which does not exist',
    ]);
    expect(statusProblems('Status: accepted', new Set())).toEqual([]);
    expect(statusProblems('Status: superseded in part by 0003', new Set(['0003']))).toEqual([]);
    expect(statusProblems('Status: partly superseded', new Set())).toHaveLength(1);
  });

  it('reports a markdown name that matches no file, in prose, code or links, unless it links out', () => {
    const files = ['README.md', 'docs/forms.md', 'docs/adr/0001-a.md', 'sandbox/README.md'];
    const texts: Record<string, string> = {
      'README.md': [
        'Read forms.md, `docs/forms.md` and [the ADR](docs/adr/0001-a.md); see ARCHITECTURE.md and `storefront.md`.',
        'Not here: shared/ARCHITECTURE.md, [up](../shared/ARCHITECTURE.md). Fine: sandbox/README.md, 0001-a.md.',
        'Linked out: [roles.md](https://example.com/docs/roles.md), https://example.com/a/b.md.',
        '```',
        'cat commerce-api.md',
        '```',
      ].join('\n'),
      'docs/forms.md': 'Beside it: [README.md](../README.md), [a](adr/0001-a.md), [b](adr/missing.md).',
      'docs/adr/0001-a.md': 'Status: accepted\n',
    };
    expect(checkDocs((file: string) => texts[file], files)).toEqual([
      'README.md:1: ARCHITECTURE.md does not exist',
      'README.md:1: storefront.md does not exist',
      'README.md:2: shared/ARCHITECTURE.md does not exist',
      'README.md:2: ../shared/ARCHITECTURE.md does not exist',
      'README.md:5: commerce-api.md does not exist',
      'docs/forms.md:1: docs/adr/missing.md does not exist',
    ]);
  });

  it('finds an ADR the index does not list, and numbers it calls unused that are not, or the other way round', () => {
    const adrs = ['docs/adr/0001-a.md', 'docs/adr/0002-b.md', 'docs/adr/0005-e.md'];
    const index = '| [0001](0001-a.md) | A |\n| [0005](0005-e.md) | E |\n\nNever used: 0003, 0004.\n';
    expect(adrIndexProblems(index, adrs)).toEqual(['does not list docs/adr/0002-b.md']);
    expect(
      adrIndexProblems('[0001](0001-a.md) [0002](0002-b.md) [0005](0005-e.md)\nNever used: 0004, 0006', adrs),
    ).toEqual(['calls 0006 unused, which is not a gap', 'does not say that 0003 was never used']);
    expect(
      adrIndexProblems('[1](0001-a.md) [2](0002-b.md) [5](0005-e.md)\n\nNever used: 0003 and 0004.', adrs),
    ).toEqual([]);
  });
});

describe('feature boundaries rule', () => {
  it('finds the lib folder an import names and whether it is a public file', () => {
    expect(libTarget('@/lib/commerce/markets', 'lib/geo/country.ts', '/repo')).toEqual({
      folder: 'commerce',
      rest: 'markets',
    });
    expect(libTarget('../mail/outbox', 'lib/referral/join.ts', '/repo')).toEqual({ folder: 'mail', rest: 'outbox' });
    expect(libTarget('next-intl', 'lib/i18n/request.ts', '/repo')).toBeNull();
    expect(libFolder('lib/cache.ts', '/repo')).toBeNull();
    expect(['server', 'action.ts', 'client.tsx', 'browser', 'types/cart'].every((rest) => isPublic(rest))).toBe(true);
    expect(isPublic('ledger')).toBe(false);
    expect(isPublic('queries/blog', ['queries'])).toBe(false);
    expect(isPublic('markets', ['markets'])).toBe(true);
  });
});
