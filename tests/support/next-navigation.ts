// Client components read the route from next/navigation; outside Next's router a test sets it with `route`.
// The real module by its file name, which the unit projects' alias for `next/navigation` (this file) does not match.
import * as next from 'next/navigation.js';
import { onTestFinished, vi } from 'vitest';

export const { notFound, permanentRedirect, redirect, unstable_rethrow, ReadonlyURLSearchParams } = next;

export const router = {
  back: vi.fn(),
  forward: vi.fn(),
  refresh: vi.fn(),
  push: vi.fn(),
  replace: vi.fn(),
  prefetch: vi.fn(),
  bfcacheId: 'test',
} satisfies ReturnType<typeof next.useRouter>;

export const usePathname = vi.fn(next.usePathname);
export const useSearchParams = vi.fn(next.useSearchParams);
// Components that navigate get this router; outside Next's there is no other (next/navigation would throw).
export const useRouter = vi.fn(() => router);
export const useParams = vi.fn(next.useParams);

function reset() {
  for (const hook of [usePathname, useSearchParams, useRouter, useParams]) hook.mockReset();
  for (const method of [router.back, router.forward, router.refresh, router.push, router.replace, router.prefetch])
    method.mockReset();
}

/** The page the running test shows, with `router` as its router; call it in a test or beforeEach (reset at its end). */
export function route(pathname: string, search = '') {
  onTestFinished(reset);
  reset();
  usePathname.mockReturnValue(pathname);
  useSearchParams.mockReturnValue(new ReadonlyURLSearchParams(new URLSearchParams(search)));
  useRouter.mockReturnValue(router);
}
