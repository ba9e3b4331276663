import { cacheProfiles } from '@/lib/cache';

const { revalidate, expire } = cacheProfiles.content;

/** The last instant a page rendered now is served as fresh: the dates in its HTML must still hold then. */
export const freshUntil = (): Date => new Date(Date.now() + revalidate * 1000);

/** The last instant a shared cache may still serve a page rendered at `now`, stale included. */
export const servedUntil = (now: Date): Date => new Date(now.getTime() + expire * 1000);
