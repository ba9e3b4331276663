import { timing } from '@/lib/browser/timing';
import { pushDataLayer } from './data-layer';

/** Schedules the `page_view` push 250 ms after a route change (spec §2); returns a cancel function. */
export function schedulePageView(path: string, locale: string, title = () => document.title): () => void {
  const timer = window.setTimeout(() => {
    pushDataLayer({ event: 'page_view', page_path: path, page_title: title(), page_locale: locale });
  }, timing.pageViewDelayMs);
  return () => window.clearTimeout(timer);
}
