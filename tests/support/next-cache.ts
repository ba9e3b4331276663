// Next's cache functions as vi.fn handles over the real ones; a test swaps some for its run with `fakeCache`.
import * as real from 'next/cache.js';
import { vi } from 'vitest';
import { fakeable } from './fakeable';

export const unstable_cache = vi.fn(real.unstable_cache);
export const revalidateTag = vi.fn(real.revalidateTag);
export const revalidatePath = vi.fn(real.revalidatePath);

/** Replaces the given functions for the running test (call it in a test or beforeEach); all are real at its end. */
export const fakeCache = fakeable({ unstable_cache, revalidateTag, revalidatePath });
