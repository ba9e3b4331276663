import { describe, expect, it } from 'vitest';
import { lcpWeightKb } from '../../../scripts/bench/lcp-weight.mjs';

const start = 5_000_000;
const trace = [
  { name: 'navigationStart', ts: start, args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://x/' } } },
  { name: 'EvaluateScript', ts: start + 80_000, args: { data: { url: 'http://x/early.js' } } },
  { name: 'EvaluateScript', ts: start + 300_000, args: { data: { url: 'http://x/late.js' } } },
];
const request = (url: string, resourceType: string, networkEndTime: number, kb: number) => ({
  url,
  resourceType,
  networkEndTime,
  transferSize: kb * 1024,
});
const result = (observedLargestContentfulPaint: number) => ({
  audits: {
    metrics: { details: { items: [{ observedLargestContentfulPaint }] } },
    'network-requests': {
      details: {
        items: [
          request('http://x/', 'Document', 20, 30),
          request('http://x/a.css', 'Stylesheet', 40, 10),
          request('http://x/early.js', 'Script', 60, 50),
          request('http://x/late.js', 'Script', 70, 100),
          request('http://x/font.woff2', 'Font', 150, 45),
          request('http://x/below.webp', 'Image', 400, 9),
        ],
      },
    },
  },
});

describe('lcpWeightKb', () => {
  it('counts what finished before the observed paint, less scripts first run after it', () => {
    expect(lcpWeightKb(result(200), trace)).toBe(30 + 10 + 50 + 45);
  });

  it('counts every script that ran before a late paint', () => {
    expect(lcpWeightKb(result(350), trace)).toBe(30 + 10 + 50 + 100 + 45);
  });

  it('is NaN without a navigation in the trace', () => {
    expect(lcpWeightKb(result(200), trace.slice(1))).toBeNaN();
  });
});
