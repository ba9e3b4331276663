import { z } from 'zod';
import { parseDate, parseDateAs } from './dates';
import type { MessageKey, MessageParams } from './messages';

// Zod's compiled parsers probe `new Function`, which the nonce CSP blocks (and reports) in the browser.
z.config({ jitless: true });

type RuleName =
  | 'accepted'
  | 'after'
  | 'alpha'
  | 'alphanumeric'
  | 'before'
  | 'between'
  | 'confirm'
  | 'date'
  | 'email'
  | 'endsWith'
  | 'in'
  | 'matches'
  | 'max'
  | 'min'
  | 'mime'
  | 'not'
  | 'number'
  | 'required'
  | 'startsWith'
  | 'url';

/** Why a rule failed: the message key under `validation` and its values. */
export type Failure = { key: MessageKey; params?: MessageParams };
/** Sibling values of the form, for rules that compare fields (`confirm`). */
export type Values = Readonly<Record<string, unknown>>;
export type Rule = { readonly name: RuleName; readonly test: (value: unknown, values: Values) => Failure | null };
export type Modifier = { readonly name: 'bail' | 'optional' };
export type RuleList = readonly (Rule | Modifier)[];

/** How min, max and between measure: a number's value, an array's size, a string's length (or its numeric value). */
export type Measure = 'value' | 'length';

const fail = (key: MessageKey, params?: MessageParams): Failure => (params ? { key, params } : { key });
const check = (ok: boolean, key: MessageKey, params?: MessageParams) => (ok ? null : fail(key, params));

/** Empty for `required` and `optional`: nothing, a blank string or an empty array. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const numeric = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;
const asString = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : null);

function measure(value: unknown, force?: Measure): { kind: 'Value' | 'Length' | 'Size'; amount: number } | null {
  if (Array.isArray(value)) return { kind: 'Size', amount: value.length };
  if (typeof value === 'number' && force !== 'length') return { kind: 'Value', amount: value };
  if (typeof value === 'string' && force === 'value' && numeric.test(value.trim()))
    return { kind: 'Value', amount: Number(value) };
  if (typeof value === 'string' || typeof value === 'number') return { kind: 'Length', amount: String(value).length };
  return null;
}

const fileType = (file: unknown) =>
  typeof file === 'object' && file !== null && 'type' in file && typeof file.type === 'string' ? file.type : null;
const mimeMatches = (type: string, allowed: string) =>
  allowed.endsWith('/*') ? type.startsWith(allowed.slice(0, -1)) : type === allowed;

// Not URL.canParse: Safari before 17 lacks it.
function parseUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** The §5 rules; each returns a `Rule` for `validate` and the field builders (lib/forms/fields.ts). */
export const rules = {
  /** A checked box or an explicit yes: true, 'on', 'yes', '1', 1, 'true'. */
  accepted: (): Rule => ({
    name: 'accepted',
    test: (value) => check([true, 'on', 'yes', '1', 1, 'true'].includes(value as never), 'accepted'),
  }),
  /** A date (ISO string or Date) later than `date` (default: now). */
  after: (date?: Date | string): Rule => ({
    name: 'after',
    test: (value) => {
      const limit = date === undefined ? new Date() : parseDate(date);
      const given = parseDate(value);
      if (given && limit && given > limit) return null;
      return date === undefined || !limit ? fail('afterNow') : fail('after', { date: limit });
    },
  }),
  /** Letters only: any script by default, or A–Z with 'latin'. */
  alpha: (set: 'default' | 'latin' = 'default'): Rule => ({
    name: 'alpha',
    test: (value) => check((set === 'latin' ? /^[A-Za-z]+$/ : /^\p{L}+$/u).test(asString(value) ?? ''), 'alpha'),
  }),
  /** Letters and digits only: any script by default, or A–Z/0–9 with 'latin'. */
  alphanumeric: (set: 'default' | 'latin' = 'default'): Rule => ({
    name: 'alphanumeric',
    test: (value) =>
      check((set === 'latin' ? /^[A-Za-z0-9]+$/ : /^[\p{L}\p{N}]+$/u).test(asString(value) ?? ''), 'alphanumeric'),
  }),
  /** A date (ISO string or Date) earlier than `date` (default: now). */
  before: (date?: Date | string): Rule => ({
    name: 'before',
    test: (value) => {
      const limit = date === undefined ? new Date() : parseDate(date);
      const given = parseDate(value);
      if (given && limit && given < limit) return null;
      return date === undefined || !limit ? fail('beforeNow') : fail('before', { date: limit });
    },
  }),
  /** min ≤ value ≤ max (inclusive), measured like `min`/`max`. */
  between: (min: number, max: number, force?: Measure): Rule => ({
    name: 'between',
    test: (value) => {
      const m = measure(value, force);
      return check(!!m && m.amount >= min && m.amount <= max, `between${m?.kind ?? 'Value'}`, { min, max });
    },
  }),
  /** Equal to the sibling field `other` (e.g. an email typed twice); runs through `crossFieldCheck`, which sees siblings. */
  confirm: (other: string): Rule => ({
    name: 'confirm',
    test: (value, values) => check(value === values[other], 'confirm'),
  }),
  /** A real calendar date: ISO `YYYY-MM-DD` (optionally with a time) or, with `format`, e.g. 'DD.MM.YYYY'. */
  date: (format?: string): Rule => ({
    name: 'date',
    test: (value) => {
      if (!format) return check(parseDate(value) !== null, 'date');
      return check(typeof value === 'string' && parseDateAs(value, format) !== null, 'dateFormat', { format });
    },
  }),
  /** An email address (zod's address pattern, at most 254 characters). */
  email: (): Rule => ({
    name: 'email',
    test: (value) => {
      const text = asString(value) ?? '';
      return check(text.length <= 254 && z.regexes.email.test(text), 'email');
    },
  }),
  /** Ends with one of `suffixes`. */
  endsWith: (...suffixes: string[]): Rule => ({
    name: 'endsWith',
    test: (value) =>
      check(
        suffixes.some((s) => (asString(value) ?? '').endsWith(s)),
        'endsWith',
      ),
  }),
  /** One of `options` (every item, for an array). */
  in: (options: readonly unknown[]): Rule => ({
    name: 'in',
    test: (value) =>
      check(
        (Array.isArray(value) ? value : [value]).every((v) => options.includes(v)),
        'in',
      ),
  }),
  /** Equal to one of the strings or matching one of the patterns. */
  matches: (...patterns: (string | RegExp)[]): Rule => ({
    name: 'matches',
    test: (value) => {
      const text = asString(value);
      return check(
        text !== null && patterns.some((p) => (typeof p === 'string' ? p === text : p.test(text))),
        'matches',
      );
    },
  }),
  /** At most `n`: a number's value, an array's size, a string's length (`force` 'value' reads a numeric string). */
  max: (n: number, force?: Measure): Rule => ({
    name: 'max',
    test: (value) => {
      const m = measure(value, force);
      return check(!!m && m.amount <= n, `max${m?.kind ?? 'Value'}`, { n });
    },
  }),
  /** At least `n`: a number's value, an array's size, a string's length (`force` 'value' reads a numeric string). */
  min: (n: number, force?: Measure): Rule => ({
    name: 'min',
    test: (value) => {
      const m = measure(value, force);
      return check(!!m && m.amount >= n, `min${m?.kind ?? 'Value'}`, { n });
    },
  }),
  /** A file (or every file of a list) whose type is one of `types`; 'image/*' matches any image. */
  mime: (...types: string[]): Rule => ({
    name: 'mime',
    test: (value) => {
      const files = Array.isArray(value) ? value : [value];
      const ok = files.every((file) => {
        const type = fileType(file);
        return type !== null && types.some((allowed) => mimeMatches(type, allowed));
      });
      return check(ok, 'mime', { types: types.join(', ') });
    },
  }),
  /** None of `values`. */
  not: (...values: unknown[]): Rule => ({
    name: 'not',
    test: (value) => check(!values.includes(value), 'not', { value: asString(value) ?? '' }),
  }),
  /** A finite number, or a string holding one ('12', '-3.5', '1e3'). */
  number: (): Rule => ({
    name: 'number',
    test: (value) =>
      check(
        typeof value === 'number' ? Number.isFinite(value) : typeof value === 'string' && numeric.test(value.trim()),
        'number',
      ),
  }),
  /** Not empty (see `isEmpty`). */
  required: (): Rule => ({ name: 'required', test: (value) => check(!isEmpty(value), 'required') }),
  /** Starts with one of `prefixes`. */
  startsWith: (...prefixes: string[]): Rule => ({
    name: 'startsWith',
    test: (value) =>
      check(
        prefixes.some((p) => (asString(value) ?? '').startsWith(p)),
        'startsWith',
      ),
  }),
  /** An absolute http(s) URL with a dotted host name (or localhost). */
  url: (): Rule => ({
    name: 'url',
    test: (value) => {
      const url = parseUrl(asString(value) ?? '');
      const host = !!url && (/^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname) || url.hostname === 'localhost');
      return check(host && (url.protocol === 'http:' || url.protocol === 'https:'), 'url');
    },
  }),
  /** Modifier: stop at the first failing rule (one message per field). */
  bail: (): Modifier => ({ name: 'bail' }),
  /** Modifier: an empty value passes every rule. */
  optional: (): Modifier => ({ name: 'optional' }),
};

const isModifier = (item: Rule | Modifier): item is Modifier => item.name === 'bail' || item.name === 'optional';

/** Runs `list` on `value` in order: every failure by default, only the first with `bail`, none on empty with `optional`. */
export function validate(value: unknown, list: RuleList, values: Values = {}): Failure[] {
  if (list.some((item) => item.name === 'optional') && isEmpty(value)) return [];
  const bail = list.some((item) => item.name === 'bail');
  const failures: Failure[] = [];
  for (const item of list) {
    if (isModifier(item)) continue;
    const failure = item.test(value, values);
    if (!failure) continue;
    failures.push(failure);
    if (bail) break;
  }
  return failures;
}
