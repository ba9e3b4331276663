// Client components read the route from next/navigation; outside Next's router a test sets it with `route`.
import * as next from 'next/dist/client/components/navigation';
import type { AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
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
} satisfies AppRouterInstance;

export const usePathname = vi.fn(next.usePathname);
export const useSearchParams = vi.fn(next.useSearchParams);
export const useRouter = vi.fn(next.useRouter);
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
