import type { NextRequest, NextResponse } from 'next/server';
import type { CustomerType } from '@/lib/markets/regions';
import { clientKey } from '@/lib/http/rate-limit';
import type { Locale } from '@/lib/i18n/locales';
import { isLocale } from '@/lib/i18n/locales';
import { edgeCountry, geoHeaderName, visitorCountry } from '@/lib/geo/country';
import { notFoundRoute } from '@/lib/http/path-guard';
import { blogListingPath } from '@/lib/routes/paging';
import { geoValueClean, localeKeyAgrees, marketKeyAgrees } from './edge-key';
import { isKnownPage } from './known-pages';
import { variantSegment, visitorPlace } from './variant';

type Env = Record<string, string | undefined>;

// Routes whose params are all listed at build (dynamicParams = false) and that show no prices: no variants.
const plainRoutes = new Set(['blog', 'faq', 'foodprint-calculator']);

/** Headers serve.ts reads for a cached page's `Vary` and scope, and drops (server/http/internal-headers.ts). */
const pageVaryHeader = 'x-page-vary';
const pageScopeHeader = 'x-page-scope';

function setRewrite(response: NextResponse, url: URL) {
  response.headers.delete('x-middleware-next');
  response.headers.set('x-middleware-rewrite', url.toString());
}

/**
 * Points the locale middleware's rewrite at the visitor's market variant (`/en/freshly` → `/en_GB-consumer/freshly`)
 * so a cached page carries that market's prices and never a cookie's; an unknown one-segment path goes to Next's
 * 404 route (in the locale next-intl's header names) instead of an on-demand render (ADR 0023, 0064), and a blog
 * listing's `?page=` to its prerendered page (ADR 0064). A shared cache may keep the answer only when what chose
 * the variant is in the request: the cart cookie, or the edge's country header; an address looked up here is not.
 */
export function rewriteToMarketVariant(
  request: NextRequest,
  response: NextResponse,
  cart: { country?: string; customerType?: CustomerType },
  env: Env = process.env,
): void {
  // next-intl rewrites a path whose internal form differs (`/technology` → `/en/technology`) and passes the rest on.
  const passed = response.headers.get('x-middleware-next') ? request.nextUrl.href : null;
  const target = response.headers.get('x-middleware-rewrite') ?? passed;
  if (!target) return;
  const url = new URL(target);
  const [, locale, first, ...rest] = url.pathname.split('/');
  if (!isLocale(locale)) return;
  const search = request.nextUrl.searchParams;
  const listing = first === 'blog' ? blogListingPath(locale, rest, search.get('page'), notFoundRoute) : null;
  if (listing) {
    url.pathname = listing;
    setRewrite(response, url);
  }
  if (plainRoutes.has(first ?? '')) return;
  if (first && !rest.length && !isKnownPage(locale, first)) {
    url.pathname = notFoundRoute;
    setRewrite(response, url);
    return;
  }
  const geoHeader = geoHeaderName(env);
  const geoCountry = visitorCountry(request.headers, clientKey(request.headers), env);
  const place = visitorPlace(locale as Locale, cart, geoCountry);
  url.pathname = ['', variantSegment(locale as Locale, place), ...(first ? [first] : []), ...rest].join('/');
  setRewrite(response, url);
  // `/` also chooses by language (proxy.ts): the browser's, or the remembered one in a cookie.
  const home = request.nextUrl.pathname === '/';
  const language = home ? ['Accept-Language'] : [];
  response.headers.set(pageVaryHeader, ['Cookie', ...(geoHeader ? [geoHeader] : []), ...language].join(', '));
  const fromAddress = !cart.country && geoCountry !== undefined && !edgeCountry(request.headers, env);
  const cartChose = Boolean(cart.country || cart.customerType);
  const cookies = request.headers.get('cookie');
  const keyed =
    marketKeyAgrees(cookies, cartChose, place) &&
    (!home || localeKeyAgrees(cookies)) &&
    geoValueClean(geoHeader ? request.headers.get(geoHeader) : null);
  if (fromAddress || !keyed) response.headers.set(pageScopeHeader, 'private');
}
