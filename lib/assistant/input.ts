import { z } from 'zod';
import { locales } from '@/lib/i18n/locales';

/** Request bodies above this are refused (413) before they are read whole. */
export const assistantBodyLimit = 8 * 1024;

const turn = z.object({
  role: z.enum(['user', 'assistant']),
  text: z.string().max(2000),
});

/** `POST /api/assistant`: the question, the page's language and, optionally, the conversation so far. */
export const assistantInput = z.object({
  question: z.string().trim().min(2).max(500),
  locale: z.enum(locales),
  history: z.array(turn).max(20).optional(),
});
export type AssistantInput = z.infer<typeof assistantInput>;
export type AssistantTurn = z.infer<typeof turn>;
