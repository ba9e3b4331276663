import { describe, expect, it } from 'vitest';
import type { FaqEntry } from '@/lib/assistant/articles';
import { composeReply, quoteOf } from '@/lib/assistant/reply';

const entry = (uid: string, answer = 'Short answer.'): FaqEntry => ({
  uid,
  title: `Title of ${uid}`,
  answer,
  url: `/faq/x/y/${uid}`,
});
const entries = new Map(
  [entry('recharge', 'The battery lasts up to 30 days.'), entry('charge-aura')].map((e) => [e.uid, e]),
);
const texts = {
  answer: ({ title, quote }: { title: string; quote: string }) => `A:${title}:${quote}`,
  clarify: ({ first, second }: { first: string; second: string }) => `C:${first}|${second}`,
  handover: () => 'H',
};

describe('quoteOf', () => {
  it('keeps a short answer whole and cuts a long one at a sentence', () => {
    expect(quoteOf('One. Two.')).toBe('One. Two.');
    const long = `${'First sentence is here. '.repeat(3)}${'word '.repeat(100)}`;
    expect(quoteOf(long, 120)).toMatch(/here\.$/);
    expect(quoteOf('word '.repeat(100), 50)).toMatch(/…$/);
  });
});

describe('composeReply', () => {
  it('quotes and links the answering article', () => {
    const reply = composeReply(
      { kind: 'answer', best: { uid: 'recharge', score: 0.876 }, confidence: 0.876 },
      entries,
      texts,
    );
    expect(reply).toEqual({
      answer: 'A:Title of recharge:The battery lasts up to 30 days.',
      quote: 'The battery lasts up to 30 days.',
      sources: [{ uid: 'recharge', title: 'Title of recharge', url: '/faq/x/y/recharge' }],
      confidence: 0.88,
      handover: false,
      kind: 'answer',
    });
  });

  it('asks a clarifying question linking both candidates', () => {
    const reply = composeReply(
      {
        kind: 'clarify',
        options: [
          { uid: 'recharge', score: 0.5 },
          { uid: 'charge-aura', score: 0.48 },
        ],
        confidence: 0.5,
      },
      entries,
      texts,
    );
    expect(reply.answer).toBe('C:Title of recharge|Title of charge-aura');
    expect(reply.sources.map((s) => s.uid)).toEqual(['recharge', 'charge-aura']);
    expect(reply.handover).toBe(false);
  });

  it('hands over without sources when unsure, or when an article is unknown', () => {
    expect(composeReply({ kind: 'handover', confidence: 0.2 }, entries, texts)).toMatchObject({
      answer: 'H',
      sources: [],
      handover: true,
    });
    const unknown = composeReply(
      { kind: 'answer', best: { uid: 'gone', score: 0.9 }, confidence: 0.9 },
      entries,
      texts,
    );
    expect(unknown.handover).toBe(true);
  });
});
