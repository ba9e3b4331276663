/** Lower-case word tokens (letters and digits, any script); hyphens and apostrophes split words. */
export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Whether `a` becomes `b` with at most one insertion, deletion, substitution or swap of neighbours. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) {
    const swapped = a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
    return swapped || a.slice(i + 1) === b.slice(i + 1);
  }
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/**
 * Rewrites a question into the words the model knows: a known spelling variant (`variants`, e.g. German typed
 * without umlauts) or a misspelt word (one edit away, the most frequent candidate first) becomes the known word, a
 * compound it does not know is split into known parts ("Akkuladung" → "akku ladung"), or its known head kept; stop words, misspelt ones
 * included, are dropped. Short words count as known: they are too short to correct.
 */
export function createSpeller(
  vocabulary: Iterable<string>,
  stopWords: readonly string[] = [],
  variants: (word: string) => string[] = () => [],
) {
  const ignored = new Set(stopWords);
  const known = new Set([...vocabulary].flatMap(words).filter((word) => !ignored.has(word)));
  const long = [...known].filter((word) => word.length >= 4);
  const longStopWords = stopWords.filter((word) => word.length >= 5);
  const misspeltStopWord = (word: string) =>
    word.length >= 5 && longStopWords.some((stop) => stop[0] === word[0] && withinOneEdit(word, stop));

  const knownStem = (head: string) => [head, head.replace(/(?:en|[sne])$/, '')].find((stem) => known.has(stem));

  /** A compound as known parts (linking s/n/en/e dropped), longest head first; null when it has no known head. */
  function split(word: string, whole = true): string[] | null {
    for (let cut = word.length - 4; cut >= 3; cut--) {
      const [head, tail] = [word.slice(0, cut), word.slice(cut)];
      const stem = knownStem(head);
      const rest = known.has(tail) ? [tail] : split(tail, false);
      if (stem && rest) return [stem, ...rest];
    }
    if (!whole) return null;
    for (let cut = word.length - 4; cut >= 4; cut--) {
      const stem = knownStem(word.slice(0, cut));
      if (stem) return [stem, word.slice(cut)];
    }
    return null;
  }

  function correct(word: string): string[] | null {
    if (known.has(word) || word.length < 4) return [word];
    const variant = variants(word).find((candidate) => known.has(candidate));
    if (variant) return [variant];
    const near = long.find((candidate) => candidate[0] === word[0] && withinOneEdit(word, candidate));
    if (near) return [near];
    return split(word);
  }

  /** The question in known words, and the share of its words the model knows (0 when it knows none). */
  return (text: string): { text: string; coverage: number } => {
    const corrected = words(text)
      .filter((word) => !ignored.has(word))
      .map((word) => ({ word, known: correct(word) }))
      .filter(({ word, known }) => known || !misspeltStopWord(word));
    const coverage = corrected.length ? corrected.filter(({ known }) => known).length / corrected.length : 0;
    return { text: corrected.flatMap(({ word, known }) => known ?? [word]).join(' '), coverage };
  };
}
