// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const landings = [
  { file: 'content/documents/en-gb/page/referral.json', path: '/referral' },
  { file: 'content/documents/de-de/page/freunde-werben.json', path: '/de/freunde-werben' },
  { file: 'content/documents/it-it/page/invita-amici.json', path: '/it/invita-amici' },
];

type Slice = { slice_type: string; primary: Record<string, unknown>; items: { title?: string }[] };

// Issue 26 defect 11: a newcomer who follows the main button or step 1 must reach the join form, not the sign-in.
describe.each(landings)('the referral landing $path', ({ file, path }) => {
  const slices = (JSON.parse(readFileSync(file, 'utf8')) as { data: { slices: Slice[] } }).data.slices;

  it('leads with joining: the main button goes to the join form on the page', () => {
    const hero = slices.find((slice) => slice.slice_type === 'hero')!;
    expect(hero.primary.cta_link).toEqual({ link_type: 'Web', url: `${path}#join` });
    expect(hero.primary.secondary_cta_link).toEqual({ link_type: 'Web', url: `${path}/dashboard` });
  });

  it('makes joining the first step', () => {
    const steps = slices.find((slice) => slice.slice_type === 'feature_grid')!.items;
    expect(steps[0].title).not.toMatch(/sign in|anmelden|accedi/i);
    expect(readFileSync('app/[locale]/(default)/referral/page.tsx', 'utf8')).toContain('id="join"');
  });
});
