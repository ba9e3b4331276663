// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chooseRef, experimentRef } from '@/lib/content/ref';
import { fixtureClient } from './support';

const repository = {
  refs: [{ ref: 'MASTER', isMasterRef: true }],
  experiments: {
    running: [
      { googleId: 'GA-1', variations: [{ ref: 'VAR-0' }, { ref: 'VAR-1' }] },
      { googleId: 'GA-2', variations: [{ ref: 'OTHER-0' }] },
    ],
  },
};

describe('ref choice (spec §4)', () => {
  it('prefers the preview cookie, then the experiment cookie, then master', () => {
    expect(chooseRef(repository, { preview: 'PREVIEW', experiment: 'GA-1 1' })).toBe('PREVIEW');
    expect(chooseRef(repository, { experiment: 'GA-1 1' })).toBe('VAR-1');
    expect(chooseRef(repository, { experiment: 'GA-1%200' })).toBe('VAR-0');
    expect(chooseRef(repository, {})).toBe('MASTER');
    expect(chooseRef(repository, { preview: '', experiment: '' })).toBe('MASTER');
  });

  it('only honours a variation of the first running experiment', () => {
    expect(experimentRef(repository, 'GA-2 0')).toBeUndefined();
    expect(experimentRef(repository, 'GA-1 7')).toBeUndefined();
    expect(experimentRef(repository, 'GA-1 x')).toBeUndefined();
    expect(experimentRef(repository, 'GA-1')).toBeUndefined();
    expect(experimentRef({ refs: repository.refs, experiments: { running: [] } }, 'GA-1 0')).toBeUndefined();
  });

  it('selects the variation content of the embedded repository', async () => {
    const { client } = fixtureClient();
    const repo = await client.getRepository();
    const ref = chooseRef(repo, { experiment: 'GA-EXP-1 1' });
    expect((await client.getByUID('page', 'technology', { ref })).data.title).toBe('Bold technology');
    expect(chooseRef(repo, {})).toBe(repo.refs[0]!.ref);
  });
});
