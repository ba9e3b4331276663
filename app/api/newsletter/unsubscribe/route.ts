import { NextResponse } from 'next/server';
import { db } from '@/lib/db/server';
import { guardRoute } from '@/lib/http/guard';
import { HttpProblem } from '@/lib/http/problem';
import { apiLocale } from '@/lib/http/locale';
import { siteOrigin } from '@/lib/http/site-origin';
import { unsubscribe } from '@/lib/newsletter/unsubscribe';
import { pathFor } from '@/lib/routes/paths';

export const dynamic = 'force-dynamic';

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get('u') ?? '').slice(0, 100);

/** RFC 8058 one-click: the mail client POSTs `List-Unsubscribe=One-Click` to the header's URL; the token is the proof. */
async function oneClick(request: Request) {
  if ((await unsubscribe(db(), tokenOf(request))) === 'invalid') throw new HttpProblem('badRequest');
  return NextResponse.json({ status: 'unsubscribed' }, { headers: { 'Cache-Control': 'no-store' } });
}

/** Opening the header's URL in a browser: the page with the button (a GET changes nothing), on the public origin. */
async function page(request: Request) {
  const target = new URL(pathFor(apiLocale(request), { pathname: '/newsletter/unsubscribe' }), siteOrigin());
  target.searchParams.set('u', tokenOf(request));
  return NextResponse.redirect(target, 303);
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute(
  { POST: oneClick, GET: page },
  { crossOrigin: true },
);
