import { guardRoute } from '@/lib/http/guard';
import { apiLocale } from '@/lib/http/locale';
import { HttpProblem } from '@/lib/http/problem';
import { clientKey, consumeLimit } from '@/lib/http/rate-limit';
import type { SearchAnswer } from '@/lib/search/answer';
import { searchMessages } from '@/lib/search/messages';
import { queryLength } from '@/lib/search/limits';
import { searchRequest, termProblem } from '@/lib/search/query';
import { pickHits } from '@/lib/search/hits';
import { searchSite } from '@/lib/search/server';

export const dynamic = 'force-dynamic';

/** A refused term says why in the caller's language; any other bad parameter is the guard's localized 400. */
async function refusal(request: Request, q: string | null): Promise<Response> {
  const code = termProblem(q ?? '');
  if (!code) throw new HttpProblem('badRequest');
  const t = await searchMessages(apiLocale(request));
  return Response.json(
    { error: t(`errors.${code}`, queryLength), code },
    { status: 400, headers: { 'Cache-Control': 'no-store' } },
  );
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  /**
   * `?q=&locale=&limit=`: up to `limit` of the results as you type, products first, and how many the results page
   * lists; the same answer for everyone, so caches may keep it (prices come from the visitor's market separately).
   */
  GET: async (request) => {
    const params = request.nextUrl.searchParams;
    const parsed = searchRequest.safeParse({
      q: params.get('q') ?? undefined,
      locale: params.get('locale') ?? undefined,
      limit: params.get('limit') ?? undefined,
    });
    if (!parsed.success) return refusal(request, params.get('q'));
    await consumeLimit('searchAddress', clientKey(request.headers));
    const { q, locale, limit } = parsed.data;
    const [{ count, hits }, t] = await Promise.all([searchSite(locale, q), searchMessages(locale)]);
    const answer: SearchAnswer = {
      query: q,
      count,
      hits: pickHits(hits, limit),
      summary: t('summary', { count, query: q }),
      seeAll: t('allResults', { count }),
    };
    return Response.json(answer, {
      headers: { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=300' },
    });
  },
});
