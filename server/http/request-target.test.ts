import { describe, expect, it } from 'vitest';
import { maxTargetLength, requestHeaderBytes } from './request-target.ts';

describe('request target limit', () => {
  it('bounds every target at 4 KB but the page builder preview, whose slices ride in its query', () => {
    expect(maxTargetLength('/freshly?x=1')).toBe(4096);
    expect(maxTargetLength('/slice-simulator/?state=abc')).toBe(4096);
    expect(maxTargetLength('/slice-simulatorx?state=abc')).toBe(4096);
    expect(maxTargetLength('/de/slice-simulator?state=abc')).toBe(4096);
    expect(maxTargetLength('/slice-simulator?state=abc')).toBe(16 * 1024);
    expect(maxTargetLength()).toBe(4096);
  });

  it('lets the request line and ordinary headers of the longest preview through Node', () => {
    expect(requestHeaderBytes).toBeGreaterThan(maxTargetLength('/slice-simulator?') + 4096);
  });
});
