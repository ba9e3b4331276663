// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET, POST, PUT } from '@/app/api/assistant/route';
import { limits, resetLimits } from '@/lib/http/rate-limit';

let client = 0;
const post = (body: unknown, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost:3000/api/assistant', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        'x-forwarded-for': `10.0.0.${client}`,
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  );

describe('/api/assistant', () => {
  beforeEach(() => {
    client += 1;
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers a question with the article, its URL and a confidence', async () => {
    const response = await post({ question: 'how long does the battery last', locale: 'en' });
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toMatchObject({ handover: false, sources: [{ uid: 'recharge', url: '/faq/freshly/guide/recharge' }] });
    expect(body.answer).toContain('30 days');
    expect(body.confidence).toBeGreaterThan(0.4);
  }, 30_000);

  it('answers in the requested language with localized article URLs', async () => {
    const body = await (await post({ question: 'Wie lange hält der Akku?', locale: 'de', history: [] })).json();
    expect(body.sources[0].url).toBe('/de/faq/freshly/anleitung/aufladen');
    expect(body.answer).toMatch(/^Unsere FAQ/);
  }, 30_000);

  it('hands over on an unrelated question even after an answered one, and reads a short follow-up in context', async () => {
    const history = [{ role: 'user', text: 'how long does the battery last on freshly' }];
    const unrelated = await (
      await post({ question: 'Can I pay with a cheque from my grandmother?', locale: 'en', history })
    ).json();
    expect(unrelated).toMatchObject({ handover: true, sources: [] });
    const followUp = await (await post({ question: 'and charging?', locale: 'en', history })).json();
    expect(followUp.handover).toBe(false);
  }, 30_000);

  it.each([
    ['no question', { locale: 'en' }],
    ['an empty question', { question: ' ', locale: 'en' }],
    ['an unknown locale', { question: 'battery', locale: 'fr' }],
    ['a question over 500 characters', { question: 'a'.repeat(501), locale: 'en' }],
    ['a malformed history', { question: 'battery', locale: 'en', history: [{ role: 'system', text: 'x' }] }],
  ])('refuses %s with a localized 400', async (_, body) => {
    const response = await post(body, { 'x-locale': 'it' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'invalid', error: 'Scrivi una domanda tra 2 e 500 caratteri.' });
  });

  it('refuses broken JSON, other media types, big bodies, foreign origins and other methods', async () => {
    expect((await post('{"question":')).status).toBe(400);
    expect((await post({ question: 'battery', locale: 'en' }, { 'content-type': 'text/plain' })).status).toBe(415);
    expect((await post({ question: 'battery', locale: 'en', pad: 'x'.repeat(9000) })).status).toBe(413);
    expect((await post({ question: 'battery', locale: 'en' }, { origin: 'https://evil.example' })).status).toBe(403);
    expect((await PUT(new Request('http://localhost:3000/api/assistant', { method: 'PUT' }))).status).toBe(405);
  });

  it('limits the questions one client may ask (429 with Retry-After)', async () => {
    resetLimits();
    for (let i = 0; i < limits.assistant.points; i++) expect((await post({})).status).toBe(400);
    const refused = await post({ question: 'battery', locale: 'en' });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('answers 403 when configuration switches the assistant off', async () => {
    vi.stubEnv('ASSISTANT_ENABLED', 'false');
    const response = await post({ question: 'battery', locale: 'en' });
    expect(response.status).toBe(403);
    expect((await response.json()).code).toBe('disabled');
  });

  it('lets a configured language model phrase a clear answer, keeping the FAQ sources', async () => {
    vi.stubEnv('ASSISTANT_LLM_URL', 'http://llm.test/v1');
    vi.stubEnv('ASSISTANT_LLM_KEY', 'key');
    const send = vi.fn(async () =>
      Response.json({ choices: [{ message: { content: 'Up to 30 days per charge [1].' } }] }),
    );
    vi.stubGlobal('fetch', send);
    try {
      const body = await (await post({ question: 'how long does the battery last', locale: 'en' })).json();
      expect(body.answer).toBe('Up to 30 days per charge [1].');
      expect(body.sources[0].uid).toBe('recharge');
      expect(send).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  }, 30_000);

  it('serves the search index of a language', async () => {
    const response = await GET(new Request('http://localhost:3000/api/assistant?locale=it'));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.enabled).toBe(true);
    expect(JSON.stringify(body.index)).toContain('/it/faq/freshly/guida/ricarica');
  }, 30_000);
});
