import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { schedulePageView } from '@/lib/analytics/page-view';

describe('page_view event', () => {
  // The window is shared with later files: its data layer is put back as found.
  let found: typeof window.dataLayer;
  beforeEach(() => {
    vi.useFakeTimers();
    found = window.dataLayer;
    window.dataLayer = [];
  });
  afterEach(() => {
    vi.useRealTimers();
    window.dataLayer = found;
  });

  it('is pushed to the data layer 250 ms after a route change', () => {
    schedulePageView('/de/kontakt', 'de', () => 'Kontakt');
    vi.advanceTimersByTime(249);
    expect(window.dataLayer).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(window.dataLayer).toEqual([
      { event: 'page_view', page_path: '/de/kontakt', page_title: 'Kontakt', page_locale: 'de' },
    ]);
  });

  it('is not pushed when the route changes again within 250 ms', () => {
    const cancel = schedulePageView('/a', 'en');
    vi.advanceTimersByTime(100);
    cancel();
    vi.advanceTimersByTime(500);
    expect(window.dataLayer).toEqual([]);
  });
});
