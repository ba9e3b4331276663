import { contentRevalidateSeconds } from '@/lib/cache';

/** The last instant a page rendered now is served as fresh: the dates in its HTML must still hold then. */
export const freshUntil = (): Date => new Date(Date.now() + contentRevalidateSeconds * 1000);
