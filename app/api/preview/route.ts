import { redirectToPreviewURL } from '@prismicio/next';
import { NextResponse, type NextRequest } from 'next/server';
import { getContentClient } from '@/lib/content/instance';
import { linkResolver } from '@/lib/content/links';
import { guardRoute } from '@/lib/http/guard';
import { siteOrigin } from '@/lib/http/site-origin';

export const dynamic = 'force-dynamic';

/** Hosted: draft mode + the preview cookie, then the previewed document. Embedded: the document's page. */
async function preview(request: NextRequest) {
  const content = await getContentClient();
  if (content?.mode === 'hosted') {
    return redirectToPreviewURL({ client: content.client, request, linkResolver });
  }
  const documentId = request.nextUrl.searchParams.get('documentId');
  const url = documentId
    ? await content?.client
        .getByID(documentId, { lang: '*' })
        .then((doc) => doc.url)
        .catch(() => null)
    : null;
  const path = url?.startsWith('/') && !url.startsWith('//') ? url : '/';
  // The configured origin, never the Host header the request came with.
  return NextResponse.redirect(new URL(path, siteOrigin()));
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({ GET: preview });
