import { locales, localePrefix, type Locale } from '@/lib/i18n/locales';
import { pathnames } from '@/lib/routes/table';
import { problemMessage } from './messages';
import { HttpProblem } from './problem';
import { clientKey, consumeLimit } from './rate-limit';

const fastCheckoutPaths = new Map<string, Locale>(
  locales.map((locale) => [`${localePrefix(locale)}${pathnames['/fast-checkout'][locale]}`, locale]),
);

/**
 * Each fast checkout creates an order, so the page is limited per client before it renders; a page cannot answer
 * 429 itself, so the proxy does, in the page's language. Router prefetches do not count.
 */
export async function limitFastCheckout(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url);
  const locale = fastCheckoutPaths.get(url.pathname.replace(/\/$/, ''));
  if (!locale || !url.searchParams.has('sku') || request.headers.has('next-router-prefetch')) return undefined;
  try {
    await consumeLimit('fastCheckout', clientKey(request.headers));
    return undefined;
  } catch (error) {
    if (!(error instanceof HttpProblem)) throw error;
    return new Response(await problemMessage(locale, error.code), {
      status: error.status,
      headers: { ...error.headers, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
}
