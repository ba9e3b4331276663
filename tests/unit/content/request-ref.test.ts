// @vitest-environment node
import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = { draft: false, jar: new Map<string, string>() };
const cookies = vi.fn(async () => ({ get: (name: string) => (state.jar.has(name) ? { value: state.jar.get(name) } : undefined) }));
vi.mock('next/headers', () => ({ draftMode: async () => ({ isEnabled: state.draft }), cookies }));

const { requestRef } = await import('@/lib/content/request-ref');

const repository = (running: unknown[]) => ({
  refs: [{ id: 'master', ref: 'MASTER', label: 'Master', isMasterRef: true }],
  experiments: { draft: [], running },
});
const clientWith = (running: unknown[]) =>
  ({ getRepository: async () => repository(running) }) as unknown as Parameters<typeof requestRef>[0];
const experiment = { googleId: 'GA-1', variations: [{ ref: 'VAR-0' }, { ref: 'VAR-1' }] };

describe('ref of the current request', () => {
  beforeEach(() => {
    state.draft = false;
    state.jar = new Map();
    cookies.mockClear();
  });

  it('reads no cookie outside draft mode while no experiment runs (pages stay static)', async () => {
    state.jar.set('io.prismic.preview', 'PREVIEW');
    expect(await requestRef(clientWith([]))).toBeUndefined();
    expect(cookies).not.toHaveBeenCalled();
  });

  it('uses the preview cookie in draft mode, before an experiment cookie', async () => {
    state.draft = true;
    state.jar.set('io.prismic.preview', 'PREVIEW').set('io.prismic.experiment', 'GA-1 1');
    expect(await requestRef(clientWith([experiment]))).toBe('PREVIEW');
  });

  it('ignores a preview cookie outside draft mode and uses the experiment variation', async () => {
    state.jar.set('io.prismic.preview', 'PREVIEW').set('io.prismic.experiment', 'GA-1 1');
    expect(await requestRef(clientWith([experiment]))).toBe('VAR-1');
  });

  it('falls back to master without cookies, and when cookies cannot be read', async () => {
    expect(await requestRef(clientWith([experiment]))).toBe('MASTER');
    cookies.mockRejectedValueOnce(new Error('outside a request scope'));
    expect(await requestRef(clientWith([experiment]))).toBeUndefined();
  });
});
