import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/locales';
import { inLocale, readQuery } from '@/lib/content/queries/run';
import { toFaqEntry } from './articles';
import { readArtifact } from './artifact';
import { decide } from './decide';
import type { AssistantInput } from './input';
import { phraseWithModel } from './llm';
import { buildArtifact, loadAssistant, rankArticles, type Assistant, type AssistantArtifact } from './model';
import { composeReply, type AssistantReply, type ReplyTexts } from './reply';

type Loaded = { artifact: AssistantArtifact; assistant: Assistant };
const loaded = new Map<Locale, Promise<Loaded>>();

/** The build's artifact in production; otherwise (development, or a build without one) trained here from content. */
async function artifactFor(locale: Locale): Promise<AssistantArtifact> {
  const built = process.env.NODE_ENV === 'production' ? await readArtifact(locale) : null;
  if (built) return built;
  const documents = await readQuery('assistantArticles', [], (client) =>
    client.getAllByType('faq_article', inLocale(locale)),
  );
  return buildArtifact(locale, documents.map(toFaqEntry));
}

function load(locale: Locale): Promise<Loaded> {
  let pending = loaded.get(locale);
  if (!pending) {
    pending = artifactFor(locale).then(async (artifact) => ({ artifact, assistant: await loadAssistant(artifact) }));
    pending.catch(() => loaded.delete(locale));
    loaded.set(locale, pending);
  }
  return pending;
}

/** The serialized FAQ search index the browser loads (the same one the assistant retrieves from). */
export async function faqIndexData(locale: Locale) {
  return (await load(locale)).artifact.index;
}

export async function assistantMessages(locale: Locale) {
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return createTranslator({ locale, messages, namespace: 'assistant' });
}

async function replyTexts(locale: Locale): Promise<ReplyTexts> {
  const t = await assistantMessages(locale);
  return {
    answer: (values) => t('reply.answer', values),
    clarify: (values) => t('reply.clarify', values),
    handover: () => t('reply.handover'),
  };
}

/**
 * Answers from the FAQ only; an unsure short follow-up (four words at most) is retried with the previous question. With a
 * language model configured, a clear answer is phrased by it from the chosen article alone.
 */
export async function answerQuestion({ question, locale, history = [] }: AssistantInput): Promise<AssistantReply> {
  const [{ assistant }, texts] = await Promise.all([load(locale), replyTexts(locale)]);
  let decision = decide(await rankArticles(assistant, question));
  const previous = history.findLast((turn) => turn.role === 'user')?.text;
  const followUp = question.trim().split(/\s+/).length <= 4;
  if (decision.kind !== 'answer' && previous && followUp) {
    const withContext = decide(await rankArticles(assistant, `${previous} ${question}`));
    if (withContext.kind === 'answer') decision = withContext;
  }
  const reply = composeReply(decision, assistant.entries, texts);
  if (reply.kind !== 'answer') return reply;
  const grounded = reply.sources.flatMap(({ uid }) => assistant.entries.get(uid) ?? []);
  const phrased = await phraseWithModel(question, locale, grounded);
  return phrased ? { ...reply, answer: phrased } : reply;
}
