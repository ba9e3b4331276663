import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { contentSecurityPolicy, createNonce, sliceSimulatorPath } from './lib/http/csp';
import { screenFormPost } from './lib/http/form-post-guard';
import { screenSimulator } from './lib/content/simulator-guard';
import { cartCookieName, decodeCartCookie } from './lib/cart/cookie';
import { rewriteToMarketVariant } from './lib/market-variants/rewrite';
import { notFoundRoute, rewriteUndecodablePath, screenRequest } from './lib/http/path-guard';
import { parseFastCheckoutQuery } from './lib/cart/input';
import { defaultLocale, isLocale, localeCookie, localePrefix } from './lib/i18n/locales';
import { rememberLocale } from './lib/http/locale';
import { negotiateLocale } from './lib/i18n/negotiate';
import { routing } from './lib/routes/routing';
import { rememberSharedCode } from './lib/referral/share-link';

const handleI18nRouting = createMiddleware(routing);

/**
 * Every page response gets a CSP with a fresh nonce; the same header on the request lets Next put the nonce on
 * the scripts of a page it renders per request, and server/serve.ts swaps it for the hashes of a cached page's
 * own scripts (docs/adr/0023-cached-pages-under-a-hash-csp.md). Pages go to the visitor's market variant.
 */
export default async function proxy(request: NextRequest) {
  const screened = await screenRequest(request);
  if (screened) return screened;
  const refusedPost = await screenFormPost(request);
  if (refusedPost) return refusedPost;
  const refusedPreview = await screenSimulator(request);
  if (refusedPreview) return refusedPreview;
  const policy = contentSecurityPolicy(createNonce(), process.env, request.nextUrl.pathname);
  const headers = new Headers(request.headers);
  headers.set('content-security-policy', policy);
  // The page builder's preview has no locale: it skips locale routing (app/slice-simulator).
  const response =
    request.nextUrl.pathname === sliceSimulatorPath
      ? NextResponse.next({ request: { headers } })
      : route(new NextRequest(request, { headers }));
  rewriteToMarketVariant(request, response, decodeCartCookie(request.cookies.get(cartCookieName)?.value));
  refuseMalformedCheckout(request, response);
  response.headers.set('Content-Security-Policy', policy);
  rememberSharedCode(request, response);
  return response;
}

/** Locale routing; the browser language is consulted on `/` only (spec §2). */
function route(request: NextRequest) {
  const undecodable = rewriteUndecodablePath(request);
  if (undecodable) return undecodable;
  if (request.nextUrl.pathname === '/') {
    const remembered = request.cookies.get(localeCookie.name)?.value;
    const locale = isLocale(remembered) ? remembered : negotiateLocale(request.headers.get('accept-language'));
    if (locale !== defaultLocale) {
      const url = request.nextUrl.clone();
      url.pathname = localePrefix(locale);
      const response = NextResponse.redirect(url, 307);
      rememberLocale(response.cookies, locale);
      return response;
    }
  }
  return handleI18nRouting(request);
}

/** A fast-checkout link without a valid SKU and quantity gets the site's 404, rendered on the server (ADR 0064). */
function refuseMalformedCheckout(request: NextRequest, response: NextResponse) {
  const target = response.headers.get('x-middleware-rewrite');
  if (!target || new URL(target).pathname.split('/')[2] !== 'fast-checkout') return;
  const search = request.nextUrl.searchParams;
  // As the page reads it: a repeated value is an array, which the query refuses.
  const value = (name: string) => (search.getAll(name).length > 1 ? search.getAll(name) : search.get(name));
  if (parseFastCheckoutQuery(value('sku'), value('quantity')).success) return;
  response.headers.set('x-middleware-rewrite', new URL(notFoundRoute, request.url).toString());
}

export const config = {
  // Everything but Next's assets, image optimizer and route handlers: any page path (`/_next/x`, `/blog/post.html`)
  // gets a valid locale here, so no page renders under an invalid one; metadata routes and public files only pass
  // the method and encoding checks (lib/http/path-guard.ts). Route handlers are screened in front of Next instead
  // (server/http/api-gate.ts), which spares each API call the proxy's run (ADR 0043).
  matcher: ['/((?!_next/static/|_next/image|_next/webpack-hmr|__nextjs|api/).*)'],
};
