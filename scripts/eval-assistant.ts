// `npm run eval:assistant [--set heldout|fresh] [--verbose]`: top-1/top-3 accuracy per language on each question set
// of tests/eval and the median time of a whole answer (retrieval, classifier, decision, reply) as the route handler
// computes it, and how the replies split into answers (and how many of those name the right article), clarifying
// questions and handovers. The goal is judged on the fresh set, the one nobody tuned against.
import { fetchFaqEntries } from '@/lib/assistant/articles';
import { decide } from '@/lib/assistant/decide';
import { buildArtifact, loadAssistant, rankArticles } from '@/lib/assistant/model';
import { composeReply } from '@/lib/assistant/reply';
import { createContentClient } from '@/lib/content/sdk';
import { type Locale, locales } from '@/lib/i18n/locales';
import { fresh } from '@/tests/eval/assistant-fresh';
import { heldOut } from '@/tests/eval/assistant-heldout';

const sets = {
  heldout: { label: 'heldout (seen during tuning)', questions: heldOut },
  fresh: { label: 'fresh (blind)', questions: fresh },
};
type SetName = keyof typeof sets;

const texts = { answer: () => '', clarify: () => '', handover: () => '' };
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const isSetName = (value: string | undefined): value is SetName => value !== undefined && Object.hasOwn(sets, value);
const { client } = createContentClient();
const verbose = process.argv.includes('--verbose');
const setFlag = process.argv.indexOf('--set');
const chosen = setFlag === -1 ? undefined : process.argv[setFlag + 1];
if (setFlag !== -1 && !isSetName(chosen)) {
  console.error(`--set takes one of: ${Object.keys(sets).join(', ')}`);
  process.exit(2);
}
const names: SetName[] = isSetName(chosen) ? [chosen] : ['heldout', 'fresh'];
const assistants = new Map<Locale, ReturnType<typeof loadAssistant>>();
const assistantFor = (locale: Locale) => {
  const built =
    assistants.get(locale) ??
    fetchFaqEntries(client, locale).then(async (entries) => loadAssistant(await buildArtifact(locale, entries)));
  assistants.set(locale, built);
  return built;
};
let failed = false;

for (const name of names) {
  const { label, questions: byLocale } = sets[name];
  for (const locale of locales) {
    const assistant = await assistantFor(locale);
    const questions = byLocale[locale];
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
    if (name === 'fresh') failed ||= top1 / questions.length < 0.85 || median >= 50;
    console.log(
      `${label} ${locale}: ${questions.length} questions, top-1 ${percent(top1, questions.length)}, ` +
        `top-3 ${percent(top3, questions.length)}, median ${median.toFixed(2)} ms; ` +
        `answered ${answered} (${answeredRight} right), clarified ${questions.length - answered - handedOver}, ` +
        `handed over ${handedOver}`,
    );
  }
}
const goal = 'goal on the fresh set (top-1 ≥ 85 %, median < 50 ms)';
if (!names.includes('fresh')) console.log(`${goal} not judged: run with --set fresh or without --set`);
else console.log(failed ? `${goal} not met` : `${goal} met`);
