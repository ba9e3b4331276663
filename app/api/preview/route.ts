import { redirectToPreviewURL } from '@prismicio/next';
import { NextResponse, type NextRequest } from 'next/server';
import { getContentClient } from '@/lib/content/instance';
import { linkResolver } from '@/lib/content/links';

export const dynamic = 'force-dynamic';

/** Hosted: draft mode + the preview cookie, then the previewed document. Embedded: the document's page. */
export async function GET(request: NextRequest) {
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
  return NextResponse.redirect(new URL(url || '/', request.url));
}
