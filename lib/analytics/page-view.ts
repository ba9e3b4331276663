import { timing } from '@/lib/browser/timing';
import { pushDataLayer } from './data-layer';

/** Query parameters that carry a secret (mailed links): never sent to analytics, whatever their name. */
const secretValue = /^[\w.-]{20,}$/;

/** The path as analytics may see it: query parameters holding a token are dropped, the others kept. */
export function analyticsPath(path: string): string {
  const [pathname, query = ''] = path.split('?', 2);
  const kept = new URLSearchParams(query);
  for (const [name, value] of [...kept]) if (secretValue.test(value)) kept.delete(name);
  const rest = kept.toString();
  return rest ? `${pathname}?${rest}` : pathname;
}

/** Schedules the `page_view` push 250 ms after a route change (spec §2); returns a cancel function. */
export function schedulePageView(path: string, locale: string, title = () => document.title): () => void {
  const timer = window.setTimeout(() => {
    pushDataLayer({ event: 'page_view', page_path: analyticsPath(path), page_title: title(), page_locale: locale });
  }, timing.pageViewDelayMs);
  return () => window.clearTimeout(timer);
}
