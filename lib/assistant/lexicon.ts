import type { Locale } from '@/lib/i18n/locales';
import { lexicon as de } from './lexicon/de';
import { lexicon as en } from './lexicon/en';
import { lexicon as it } from './lexicon/it';
import { words } from './spelling';

const lexicons: Record<Locale, Record<string, string>> = { en, de, it };
const longestPhrase = 3;
/** Error codes however typed ("E-03", "e 01", "E3", "error 2", "Fehler 1", "errore 3") become the code the FAQ uses. */
const codePatterns = [/\be(?:-|\s)?0(\d)\b/giu, /\be-?(\d)\b/giu];
const namedCode = /\b(error|err|fehler|errore|code|codice)\s+0?(\d)\b/giu;

function withErrorCodes(text: string): string {
  const coded = codePatterns.reduce(
    (result, pattern) => result.replace(pattern, (_, digit: string) => ` e0${digit} `),
    text,
  );
  return coded.replace(namedCode, (_, word: string, digit: string) => `${word} e0${digit}`);
}

/**
 * The text in lower-case words with everyday words and phrases replaced by the ones the FAQ uses ("postage" →
 * "shipping cost", "Porto" → "versandkosten"), longest phrase first, and error codes written the FAQ's way; applied to training texts and questions alike.
 */
export function applyLexicon(locale: Locale, text: string): string {
  const table = lexicons[locale];
  const tokens = words(withErrorCodes(text));
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let length = Math.min(longestPhrase, tokens.length - i);
    while (length > 0 && !Object.hasOwn(table, tokens.slice(i, i + length).join(' '))) length--;
    out.push(length > 0 ? table[tokens.slice(i, i + length).join(' ')] : tokens[i]);
    i += Math.max(length, 1);
  }
  return out.join(' ');
}

/** Every replacement the lexicon can produce, as words (a test checks the model knows each of them). */
export function lexiconTargets(locale: Locale): string[] {
  return [...new Set(Object.values(lexicons[locale]).flatMap(words))];
}

const umlauts: [RegExp, string][] = [
  [/ae/g, 'ä'],
  [/oe/g, 'ö'],
  [/ue/g, 'ü'],
  [/ss/g, 'ß'],
];

/**
 * Other spellings of a word the speller tries first: German typed without umlauts ("kuehlschrank", "giessen"), an
 * Italian infinitive with its pronoun attached ("caricarlo" → "caricare").
 */
export const spellingVariants: Record<Locale, (word: string) => string[]> = {
  en: () => [],
  it: (word) => {
    const infinitive = word.match(/^(.+[aei]r)(?:gli|lo|la|li|le|ne|mi|ti|si|ci|vi)$/u)?.[1];
    return infinitive ? [`${infinitive}e`] : [];
  },
  de: (word) => {
    const all = umlauts.reduce((text, [pattern, letter]) => text.replace(pattern, letter), word);
    const withoutEszett = umlauts.slice(0, 3).reduce((text, [pattern, letter]) => text.replace(pattern, letter), word);
    return [...new Set([withoutEszett, all])].filter((variant) => variant !== word);
  },
};
