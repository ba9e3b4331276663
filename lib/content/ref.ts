import { cookie } from '@prismicio/client';
import { decodeSegment } from '@/lib/http/decode';

export const previewCookieName = cookie.preview;
export const experimentCookieName = 'io.prismic.experiment';

interface RunningExperiment {
  googleId?: string | null;
  variations?: { ref: string }[];
}

export interface RefSource {
  refs: { ref: string; isMasterRef: boolean }[];
  experiments?: unknown;
}

export interface RefCookies {
  preview?: string | null;
  experiment?: string | null;
}

function running(repository: RefSource): RunningExperiment[] {
  const experiments = repository.experiments as { running?: RunningExperiment[] } | undefined;
  return Array.isArray(experiments?.running) ? experiments.running : [];
}

export function hasRunningExperiment(repository: RefSource): boolean {
  return running(repository).length > 0;
}

/** `{experimentGoogleId} {variationIndex}` selects a variation of the first running experiment. */
export function experimentRef(repository: RefSource, cookieValue: string | null | undefined): string | undefined {
  if (!cookieValue) return undefined;
  const [googleId, index] = decodeSegment(cookieValue).trim().split(/\s+/);
  const current = running(repository)[0];
  if (!current || !googleId || current.googleId !== googleId || !/^\d+$/.test(index ?? '')) return undefined;
  return current.variations?.[Number(index)]?.ref;
}

function masterRef(repository: RefSource): string | undefined {
  return repository.refs.find((ref) => ref.isMasterRef)?.ref;
}

/** Spec §4: preview cookie, then experiment cookie, then the master ref. */
export function chooseRef(repository: RefSource, cookies: RefCookies): string | undefined {
  const preview = cookies.preview ? decodeSegment(cookies.preview) : undefined;
  return preview || experimentRef(repository, cookies.experiment) || masterRef(repository);
}
