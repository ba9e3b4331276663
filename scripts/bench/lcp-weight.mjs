// What Lighthouse's simulated LCP waited for. Lantern builds the LCP from the requests that finished before the paint
// it observed, leaving out scripts that first ran after that paint; their bytes, at 1.6 Mbps, are most of the figure.

/** The navigation's start in the trace (microseconds), or undefined. */
function navigationStart(traceEvents) {
  return traceEvents.find(
    (event) =>
      event.name === 'navigationStart' &&
      event.args?.data?.isLoadingMainFrame &&
      event.args.data.documentLoaderURL?.startsWith('http'),
  )?.ts;
}

/** When each script first ran, in ms after the navigation started. */
function firstRuns(traceEvents, start) {
  const runs = new Map();
  for (const event of traceEvents) {
    const url = event.name === 'EvaluateScript' ? event.args?.data?.url : undefined;
    if (url && !runs.has(url)) runs.set(url, (event.ts - start) / 1000);
  }
  return runs;
}

/**
 * Kilobytes transferred by the requests the simulated LCP counted (see above), from a Lighthouse result and its
 * trace; NaN when either lacks what it needs.
 */
export function lcpWeightKb(lhr, traceEvents) {
  const observed = lhr.audits.metrics?.details?.items?.[0]?.observedLargestContentfulPaint;
  const requests = lhr.audits['network-requests']?.details?.items;
  const start = navigationStart(traceEvents ?? []);
  if (!Number.isFinite(observed) || !requests || start === undefined) return NaN;
  const runs = firstRuns(traceEvents, start);
  let bytes = 0;
  for (const request of requests) {
    if (!(request.networkEndTime <= observed)) continue;
    const ran = runs.get(request.url);
    if (request.resourceType === 'Script' && ran !== undefined && ran > observed) continue;
    bytes += request.transferSize;
  }
  return bytes / 1024;
}
