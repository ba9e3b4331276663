// Next's cache functions as vi.fn handles; a test swaps some for its run with `fakeCache`. Outside Next no
// 'use cache' entry exists to give a lifetime or tags to, so cacheLife and cacheTag do nothing unless faked.
import * as real from 'next/cache.js';
import { vi } from 'vitest';
import { fakeable } from './fakeable';

export const cacheLife = vi.fn<typeof real.cacheLife>(() => undefined);
export const cacheTag = vi.fn<typeof real.cacheTag>(() => undefined);
export const revalidateTag = vi.fn(real.revalidateTag);
export const revalidatePath = vi.fn(real.revalidatePath);

/** Replaces the given functions for the running test (call it in a test or beforeEach); all are real at its end. */
export const fakeCache = fakeable({ cacheLife, cacheTag, revalidateTag, revalidatePath });
