import { z } from 'zod';
import type { ValidationMessages } from './messages';
import { rules, validate, type RuleList, type Values } from './rules';

type Refinement = (value: unknown, ctx: z.RefinementCtx) => void;

/** Adds one issue per failed rule of `list`, in `m`'s language. */
function ruleCheck(m: ValidationMessages, name: string, list: RuleList): Refinement {
  return (value, ctx) => {
    for (const failure of validate(value, list))
      ctx.addIssue({ code: 'custom', message: m.format(failure.key, name, failure.params) });
  };
}

const invalid = (m: ValidationMessages, name: string) => ({ error: () => m.format('default', name) });

/** Text: missing → '', trimmed, then `normalise`d (e.g. lower-cased), then checked by `list`. */
export function textField(m: ValidationMessages, name: string, list: RuleList, normalise = (text: string) => text) {
  return z.preprocess(
    (value) =>
      value === undefined || value === null ? '' : typeof value === 'string' ? normalise(value.trim()) : value,
    z.string(invalid(m, name)).superRefine(ruleCheck(m, name, list)),
  );
}

/** Optional text: like `textField` with the `optional` modifier; empty becomes `undefined`. */
export function optionalTextField(
  m: ValidationMessages,
  name: string,
  list: RuleList,
  normalise?: (text: string) => string,
) {
  return textField(m, name, [rules.optional(), ...list], normalise).transform((text) => text || undefined);
}

/** One of `options` (a select or radio group), checked by `list` and then `in`. */
export function choiceField<const T extends readonly [string, ...string[]]>(
  m: ValidationMessages,
  name: string,
  options: T,
  list: RuleList = [rules.bail(), rules.required()],
) {
  return textField(m, name, [...list, rules.in(options)]).pipe(z.enum(options, invalid(m, name)));
}

const checkedValues: readonly unknown[] = [true, 'on', 'true', '1', 'yes'];

/** A checkbox: 'on' (FormData), true (react-hook-form), 'true', '1' or 'yes' → true (the last one if repeated). */
export function checkboxField(m: ValidationMessages, name: string, list: RuleList = [rules.accepted()]) {
  return z.preprocess(
    (value) => checkedValues.includes(Array.isArray(value) ? value.at(-1) : value),
    z.boolean().superRefine(ruleCheck(m, name, list)),
  );
}

/** Rules that read other fields (e.g. `confirm`), run on the whole parsed object with the issue on `field`. */
export function crossFieldCheck(m: ValidationMessages, lists: Record<string, RuleList>) {
  return (values: Values, ctx: z.RefinementCtx) => {
    for (const [field, list] of Object.entries(lists))
      for (const failure of validate(values[field], list, values))
        ctx.addIssue({ code: 'custom', path: [field], message: m.format(failure.key, field, failure.params) });
  };
}
