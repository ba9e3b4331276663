import type { FaqEntry } from './articles';
import type { Decision } from './decide';

type AssistantSource = { uid: string; title: string; url: string };
export type AssistantReply = {
  answer: string;
  sources: AssistantSource[];
  confidence: number;
  handover: boolean;
  kind: Decision['kind'];
  quote?: string;
};
export type ReplyTexts = {
  answer(values: { title: string; quote: string }): string;
  clarify(values: { first: string; second: string }): string;
  handover(): string;
};

/** The answer's opening sentences, at most `max` characters, cut at a sentence or word boundary. */
export function quoteOf(answer: string, max = 320): string {
  if (answer.length <= max) return answer;
  const head = answer.slice(0, max);
  const sentence = head.match(/^.*[.!?](?=\s)/s)?.[0];
  if (sentence && sentence.length > max / 3) return sentence;
  return `${head.slice(0, head.lastIndexOf(' ')).trimEnd()}…`;
}

function source({ uid, title, url }: FaqEntry): AssistantSource {
  return { uid, title, url };
}

/** The visitor-facing reply for a decision, quoting and linking only the articles it names. */
export function composeReply(decision: Decision, entries: Map<string, FaqEntry>, texts: ReplyTexts): AssistantReply {
  const confidence = Math.round(decision.confidence * 100) / 100;
  if (decision.kind === 'answer') {
    const entry = entries.get(decision.best.uid);
    if (entry) {
      const quote = quoteOf(entry.answer);
      const answer = texts.answer({ title: entry.title, quote });
      return { answer, quote, sources: [source(entry)], confidence, handover: false, kind: 'answer' };
    }
  }
  if (decision.kind === 'clarify') {
    const [first, second] = decision.options.map((option) => entries.get(option.uid));
    if (first && second) {
      const answer = texts.clarify({ first: first.title, second: second.title });
      return { answer, sources: [source(first), source(second)], confidence, handover: false, kind: 'clarify' };
    }
  }
  return { answer: texts.handover(), sources: [], confidence, handover: true, kind: 'handover' };
}
