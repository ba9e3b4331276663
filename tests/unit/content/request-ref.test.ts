// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { requestRef } from '@/lib/content/request-ref';
import { cookies, visit } from '@/tests/support/next-headers';

const repository = (running: unknown[]) => ({
  refs: [{ id: 'master', ref: 'MASTER', label: 'Master', isMasterRef: true }],
  experiments: { draft: [], running },
});
const clientWith = (running: unknown[]) => ({ getRepository: async () => repository(running) });
const experiment = { googleId: 'GA-1', variations: [{ ref: 'VAR-0' }, { ref: 'VAR-1' }] };

describe('ref of the current request', () => {
  beforeEach(() => visit());

  it('reads no cookie outside draft mode while no experiment runs (pages stay static)', async () => {
    visit({ cookies: { 'io.prismic.preview': 'PREVIEW' } });
    expect(await requestRef(clientWith([]))).toBeUndefined();
    expect(cookies).not.toHaveBeenCalled();
  });

  it('uses the preview cookie in draft mode, before an experiment cookie', async () => {
    visit({ draft: true, cookies: { 'io.prismic.preview': 'PREVIEW', 'io.prismic.experiment': 'GA-1 1' } });
    expect(await requestRef(clientWith([experiment]))).toBe('PREVIEW');
  });

  it('ignores a preview cookie outside draft mode and uses the experiment variation', async () => {
    visit({ cookies: { 'io.prismic.preview': 'PREVIEW', 'io.prismic.experiment': 'GA-1 1' } });
    expect(await requestRef(clientWith([experiment]))).toBe('VAR-1');
  });

  it('falls back to master without cookies, and when cookies cannot be read', async () => {
    expect(await requestRef(clientWith([experiment]))).toBe('MASTER');
    cookies.mockRejectedValueOnce(new Error('outside a request scope'));
    expect(await requestRef(clientWith([experiment]))).toBeUndefined();
  });
});
