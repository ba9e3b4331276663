import { assistantEnabled } from '@/lib/assistant/config';
import { assistantBodyLimit, assistantInput } from '@/lib/assistant/input';
import { answerQuestion, assistantMessages, faqIndexData } from '@/lib/assistant/server';
import { readJson } from '@/lib/http/body';
import { guardRoute } from '@/lib/http/guard';
import { apiLocale } from '@/lib/http/locale';
import { clientKey, consumeLimit } from '@/lib/http/rate-limit';

export const dynamic = 'force-dynamic';

async function refusal(request: Request, code: 'invalid' | 'disabled', status: number): Promise<Response> {
  const t = await assistantMessages(apiLocale(request));
  return Response.json({ error: t(`errors.${code}`), code }, { status, headers: { 'Cache-Control': 'no-store' } });
}

export const { GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE } = guardRoute({
  /** The FAQ search index of `?locale=` for the browser; the assistant's panel waits for it ("loading"). */
  GET: async (request) => {
    const index = await faqIndexData(apiLocale(request));
    return Response.json(
      { enabled: assistantEnabled(), index },
      { headers: { 'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600' } },
    );
  },
  POST: async (request) => {
    if (!assistantEnabled()) return refusal(request, 'disabled', 403);
    await consumeLimit('assistant', clientKey(request.headers));
    const parsed = assistantInput.safeParse(await readJson(request, assistantBodyLimit));
    if (!parsed.success) return refusal(request, 'invalid', 400);
    const reply = await answerQuestion(parsed.data);
    return Response.json(reply, { headers: { 'Cache-Control': 'no-store' } });
  },
});
