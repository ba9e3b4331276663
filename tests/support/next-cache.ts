// Next's cache functions as vi.fn handles over the real ones; a test swaps some for its run with `fakeCache`.
import * as real from 'next/cache.js';
import { onTestFinished, vi } from 'vitest';

export const unstable_cache = vi.fn(real.unstable_cache);
export const revalidateTag = vi.fn(real.revalidateTag);
export const revalidatePath = vi.fn(real.revalidatePath);

type Fakes = {
  unstable_cache?: typeof real.unstable_cache;
  revalidateTag?: typeof real.revalidateTag;
  revalidatePath?: typeof real.revalidatePath;
};

function reset() {
  for (const handle of [unstable_cache, revalidateTag, revalidatePath]) handle.mockReset();
}

/** Replaces the given functions for the running test (call it in a test or beforeEach); all are real at its end. */
export function fakeCache(fakes: Fakes) {
  onTestFinished(reset);
  reset();
  unstable_cache.mockImplementation(fakes.unstable_cache ?? real.unstable_cache);
  revalidateTag.mockImplementation(fakes.revalidateTag ?? real.revalidateTag);
  revalidatePath.mockImplementation(fakes.revalidatePath ?? real.revalidatePath);
}
