// `npm run eval:assistant:cv`: k-fold cross-validation over the training paraphrases (lib/assistant/training), so
// weights and normalisation can be tuned without looking at any held-out question. Each fold trains the model without
// every k-th paraphrase of each article and asks the left-out ones; it prints top-1/top-3 per language and the share answered
// outright with the right article (no clarifying question, no handover) or with a wrong one. --typos drops a letter
// from some words, --ascii types umlauts as ae/oe/ue: the same folds, asked the way people misspell.
import { fetchFaqEntries, trainingParaphrases } from '@/lib/assistant/articles';
import { decide } from '@/lib/assistant/decide';
import { buildArtifact, loadAssistant, rankArticles } from '@/lib/assistant/model';
import { createContentClient } from '@/lib/content/sdk';
import { locales } from '@/lib/i18n/locales';

const folds = Number(process.argv.find((arg) => arg.startsWith('--folds='))?.slice(8) ?? 5);
const verbose = process.argv.includes('--verbose');
const typos = process.argv.includes('--typos');
const ascii = process.argv.includes('--ascii');

/** With --typos, every third word of five letters or more loses one letter (a deterministic stand-in for misspelling). */
function misspell(text: string): string {
  let seen = 0;
  return text.replace(/[\p{L}]{5,}/gu, (word) => {
    seen += 1;
    if (seen % 3 !== 1) return word;
    const at = 1 + (word.length % (word.length - 2));
    return word.slice(0, at) + word.slice(at + 1);
  });
}

/** With --ascii, umlauts and ß are typed the way a keyboard without them does. */
function transliterate(text: string): string {
  const table: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'Ae', Ö: 'Oe', Ü: 'Ue' };
  return text.replace(/[äöüßÄÖÜ]/g, (letter) => table[letter]);
}

const variant = (text: string) => [typos && misspell, ascii && transliterate].reduce((t, f) => (f ? f(t) : t), text);
const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)} %`;
const { client } = createContentClient();
const totals = { top1: 0, top3: 0, answered: 0, wrong: 0, asked: 0 };

for (const locale of locales) {
  const entries = await fetchFaqEntries(client, locale);
  const all = trainingParaphrases[locale];
  let [top1, top3, answered, wrong, asked] = [0, 0, 0, 0, 0];
  for (let fold = 0; fold < folds; fold++) {
    const kept = Object.fromEntries(
      Object.entries(all).map(([uid, texts]) => [uid, texts.filter((_, i) => i % folds !== fold)]),
    );
    const assistant = await loadAssistant(await buildArtifact(locale, entries, kept));
    for (const [uid, texts] of Object.entries(all)) {
      for (const question of texts.filter((_, i) => i % folds === fold)) {
        const ranked = await rankArticles(assistant, variant(question));
        asked += 1;
        if (ranked[0]?.uid === uid) top1 += 1;
        else if (verbose) console.log(`  miss: "${question}" → ${ranked[0]?.uid ?? 'nothing'} (want ${uid})`);
        if (ranked.slice(0, 3).some((item) => item.uid === uid)) top3 += 1;
        const decision = decide(ranked);
        if (decision.kind === 'answer' && decision.best.uid === uid) answered += 1;
        else if (decision.kind === 'answer') wrong += 1;
      }
    }
  }
  totals.top1 += top1;
  totals.top3 += top3;
  totals.answered += answered;
  totals.wrong += wrong;
  totals.asked += asked;
  console.log(
    `${locale}: ${asked} paraphrases, ${folds}-fold top-1 ${percent(top1, asked)}, top-3 ${percent(top3, asked)}`,
  );
}
const { top1, top3, answered, wrong, asked } = totals;
console.log(
  `all: top-1 ${percent(top1, asked)}, top-3 ${percent(top3, asked)}, answered right ${percent(answered, asked)}, wrong ${percent(wrong, asked)}`,
);
