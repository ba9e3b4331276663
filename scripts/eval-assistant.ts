// `npm run eval:assistant`: top-1/top-3 accuracy per language on the held-out questions of tests/eval and the median
// time of a whole answer (retrieval, classifier, decision, reply) as the route handler computes it, and how the
// replies split into answers (and how many of those name the right article), clarifying questions and handovers.
import { fetchFaqEntries } from '@/lib/assistant/articles';
import { decide } from '@/lib/assistant/decide';
import { buildArtifact, loadAssistant, rankArticles } from '@/lib/assistant/model';
import { composeReply } from '@/lib/assistant/reply';
import { createContentClient } from '@/lib/content/client';
import { locales } from '@/lib/i18n/locales';
import { heldOut } from '@/tests/eval/assistant-heldout';

const texts = { answer: () => '', clarify: () => '', handover: () => '' };
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const { client } = createContentClient();
const verbose = process.argv.includes('--verbose');
let failed = false;

for (const locale of locales) {
  const assistant = await loadAssistant(await buildArtifact(locale, await fetchFaqEntries(client, locale)));
  const questions = heldOut[locale];
  const times: number[] = [];
  let top1 = 0;
  let top3 = 0;
  let answered = 0;
  let answeredRight = 0;
  let handedOver = 0;
  for (const { question, uid } of questions) {
    const started = performance.now();
    const ranked = await rankArticles(assistant, question);
    const reply = composeReply(decide(ranked), assistant.entries, texts);
    times.push(performance.now() - started);
    if (reply.kind === 'answer') answered += 1;
    if (reply.kind === 'answer' && reply.sources[0]?.uid === uid) answeredRight += 1;
    if (reply.handover) handedOver += 1;
    if (ranked[0]?.uid === uid) top1 += 1;
    else if (verbose) console.log(`  miss: "${question}" → ${ranked[0]?.uid ?? 'nothing'} (want ${uid})`);
    if (ranked.slice(0, 3).some((item) => item.uid === uid)) top3 += 1;
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  failed ||= top1 / questions.length < 0.85 || median >= 50;
  console.log(
    `${locale}: ${questions.length} questions, top-1 ${percent(top1, questions.length)}, ` +
      `top-3 ${percent(top3, questions.length)}, median ${median.toFixed(2)} ms; ` +
      `answered ${answered} (${answeredRight} right), clarified ${questions.length - answered - handedOver}, ` +
      `handed over ${handedOver}`,
  );
}
console.log(failed ? 'goal (top-1 ≥ 85 %, median < 50 ms) not met' : 'goal (top-1 ≥ 85 %, median < 50 ms) met');
