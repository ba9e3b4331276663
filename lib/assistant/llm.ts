import 'server-only';
import type { Locale } from '@/lib/i18n/locales';
import type { FaqEntry } from './articles';
import { logger } from '@/lib/telemetry/log';

type Env = Record<string, string | undefined>;
type LlmConfig = { url: string; key: string; model: string };

const languageNames: Record<Locale, string> = { en: 'English', de: 'German', it: 'Italian' };
const noAnswer = 'NO_ANSWER';

/** An OpenAI-compatible chat endpoint, only when both `ASSISTANT_LLM_URL` and `ASSISTANT_LLM_KEY` are set. */
export function llmConfig(env: Env = process.env): LlmConfig | null {
  const url = env.ASSISTANT_LLM_URL?.trim();
  const key = env.ASSISTANT_LLM_KEY?.trim();
  if (!url || !key) return null;
  return { url: url.replace(/\/$/, ''), key, model: env.ASSISTANT_LLM_MODEL?.trim() || 'gpt-4o-mini' };
}

function instructions(locale: Locale, articles: FaqEntry[]): string {
  const sources = articles.map((article, i) => `[${i + 1}] ${article.title}\n${article.answer}`).join('\n\n');
  return [
    `You are Viridea's customer support assistant. Answer in ${languageNames[locale]}, in at most four sentences,`,
    'using only the FAQ articles below; cite the ones you used as [1], [2]. Never add facts they do not contain.',
    `If they do not answer the question, reply exactly ${noAnswer}.`,
    '',
    sources,
  ].join('\n');
}

/** The model's phrasing of an answer grounded in `articles`, or null on any failure (the offline reply stands). */
export async function phraseWithModel(
  question: string,
  locale: Locale,
  articles: FaqEntry[],
  {
    config = llmConfig(),
    send = fetch,
    timeoutMs = 8000,
  }: { config?: LlmConfig | null; send?: typeof fetch; timeoutMs?: number } = {},
): Promise<string | null> {
  if (!config || articles.length === 0) return null;
  try {
    const response = await send(`${config.url}/chat/completions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.key}` },
      body: JSON.stringify({
        model: config.model,
        temperature: 0.2,
        max_tokens: 300,
        messages: [
          { role: 'system', content: instructions(locale, articles) },
          { role: 'user', content: question },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) return null;
    const data = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
    const text = data.choices?.[0]?.message?.content;
    if (typeof text !== 'string' || !text.trim() || text.includes(noAnswer)) return null;
    return text.trim().slice(0, 2000);
  } catch (error) {
    logger.error({ err: error }, '[assistant] the language model did not answer; the FAQ reply stands.');
    return null;
  }
}
