import { getTranslations } from 'next-intl/server';
import { guardRoute } from '@/lib/http/guard';
import { apiLocale } from '@/lib/http/locale';

// Without this, `/api/<anything>` would reach the pages under [locale] with `api` as the locale.
async function unknownEndpoint(request: Request): Promise<Response> {
  const t = await getTranslations({ locale: apiLocale(request), namespace: 'errors' });
  return Response.json(
    { error: t('notFound'), code: 'notFound' },
    { status: 404, headers: { 'Cache-Control': 'no-store' } },
  );
}

// Never cached: each unknown path would otherwise be stored as a static response.
export const dynamic = 'force-dynamic';

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  GET: unknownEndpoint,
  POST: unknownEndpoint,
  PUT: unknownEndpoint,
  PATCH: unknownEndpoint,
  DELETE: unknownEndpoint,
});
