/** A message with a plural `count` in its two forms (our languages have `one` and `other`), `#` for the number. */
export type CountLabels = { one: string; other: string };

/** Formats the message once per form on the server, so the browser needs no message formatter for it. */
export function countLabels(format: (count: number) => string): CountLabels {
  return { one: format(1).replace('1', '#'), other: format(2).replace('2', '#') };
}

/** The label for `count`: the plural form and number format the message itself would pick. */
export function countLabel(labels: CountLabels, locale: string, count: number): string {
  const form = new Intl.PluralRules(locale).select(count) === 'one' ? 'one' : 'other';
  return labels[form].replace('#', new Intl.NumberFormat(locale).format(count));
}
