// Next's own slash-normalizing 308 repeats the URL in two headers before the proxy runs, so targets are bounded
// (issue 9). The page builder's live preview carries its slices in the query of /slice-simulator (ADR 0025), which
// Next answers without a redirect: that exact path may be longer.
const simulatorTarget = '/slice-simulator?';

export const requestHeaderBytes = 24 * 1024;

/** The longest request target served for `url`; a longer one is answered 414. */
export function maxTargetLength(url = ''): number {
  return url.startsWith(simulatorTarget) ? 16 * 1024 : 4096;
}
