import 'server-only';
import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import type { MessageKeys, NestedKeyOf } from 'next-intl';
import { getTranslations } from 'next-intl/server';
import type { ZodType } from 'zod';
import { isDatabaseOutage } from '@/lib/db/outage';
import type { SubmissionMeta } from '@/lib/db/submission-meta';
import { formValues } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import type { Messages } from '@/lib/i18n/global';
import { defaultLocale, isLocale, type Locale } from '@/lib/i18n/locales';
import { clientKey, overLimit, subjectClientKey } from '@/lib/http/rate-limit';
import { mailboxKey } from '@/lib/mail/mailbox';
import { inActionSpan } from '@/lib/telemetry/server';
import { logger } from '@/lib/telemetry/log';

type FormName = 'newsletter' | 'contact' | 'registration' | 'referralJoin';
type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
type StoreOutcome = Pick<FormState, 'couponApplied' | 'warrantyExtended'> & {
  status: 'success' | 'error';
  messageKey?: MessageKey;
  /** The placeholders of the answer's text (e.g. the referral code). */
  messageValues?: Record<string, string>;
  /** The field the refusal is about; it shows the same message. */
  field?: string;
};

type Submission<T> = {
  form: FormName;
  data: FormData;
  schema: (locale: Locale) => ZodType<T>;
  /** Stores the parsed input (one transaction, idempotent on the key) and says what the visitor sees next. */
  store: (input: T, meta: SubmissionMeta) => Promise<StoreOutcome>;
  /** The §8 texts of this form: `invalid` above field errors, `failed` when storing failed. */
  messages: { success: MessageKey; invalid: MessageKey; failed: MessageKey };
  /** The consent labels the visitor agreed to; their text, hashed, is the consent's version. */
  consentKeys: MessageKey[];
  /** The success text's placeholders in the honeypot's pretend answer, where nothing was stored to fill them. */
  decoyValues?: Record<string, string>;
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const hiddenFields = new Set(['fax', 'idempotencyKey', 'locale']);

function echoValues(raw: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(raw)
      .filter(([name, value]) => !hiddenFields.has(name) && typeof value === 'string')
      .map(([name, value]) => [name, (value as string).slice(0, 2000)]),
  );
}

function fieldErrorsOf(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const name = String(issue.path[0] ?? '');
    if (name && !errors[name]) errors[name] = issue.message;
  }
  return errors;
}

/**
 * The stored idempotency key: the form's key scoped by the address typed. A cached page (ADR 0023) hands every visitor
 * the same key, so the key alone would take a second person's sign-up for a replay of the first and store nothing.
 */
function submissionKey(formKey: string, email: string): string {
  const hex = createHash('sha256').update(`${formKey.toLowerCase()}\n${email.trim().toLowerCase()}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 3) | 8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** One form post: honeypot, limits per address and per email from it, parse, store; never throws (database down: 503). */
export function submitForm<T extends { email: string }>(submission: Submission<T>): Promise<FormState> {
  return inActionSpan(submission.form, () => submit(submission));
}

async function submit<T extends { email: string }>(submission: Submission<T>): Promise<FormState> {
  const { form, data, schema, store, messages, consentKeys, decoyValues } = submission;
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const t = await getTranslations({ locale });
  const values = echoValues(raw);
  const failed = (extra: Partial<FormState> = {}): FormState => ({
    status: 'error',
    message: t(messages.invalid),
    values,
    ...extra,
  });
  try {
    if (typeof raw.fax === 'string' && raw.fax.trim())
      return { status: 'success', message: t(messages.success, decoyValues) };
    const client = clientKey(await headers());
    if (await overLimit(form, client)) return failed({ message: t('forms.common.tooManyAttempts'), httpStatus: 429 });
    const idempotencyKey = typeof raw.idempotencyKey === 'string' ? raw.idempotencyKey : '';
    const parsed = schema(locale).safeParse(raw);
    if (!parsed.success || !uuid.test(idempotencyKey))
      return failed({ fieldErrors: parsed.success ? undefined : fieldErrorsOf(parsed.error.issues), httpStatus: 400 });
    if (await overLimit(`${form}Email`, subjectClientKey(mailboxKey(parsed.data.email), client)))
      return failed({ message: t('forms.common.tooManyAttempts'), httpStatus: 429 });
    const consentText = consentKeys.map((key) => String(t.raw(key))).join('\n');
    const consentTextVersion = `${form}-${createHash('sha256').update(consentText).digest('hex').slice(0, 12)}`;
    const { messageKey, messageValues, field, ...outcome } = await store(parsed.data, {
      idempotencyKey: submissionKey(idempotencyKey, parsed.data.email),
      locale,
      consentTextVersion,
      client,
    });
    if (outcome.status === 'error') {
      const message = t(messageKey ?? messages.failed);
      return failed({ ...outcome, message, fieldErrors: field ? { [field]: message } : undefined, httpStatus: 400 });
    }
    return { ...outcome, message: t(messageKey ?? messages.success, messageValues) };
  } catch (error) {
    unstable_rethrow(error);
    if (isDatabaseOutage(error)) {
      logger.error({ err: error }, `[forms] ${form} submission refused: database unavailable`);
      return failed({ message: t('http.errors.serviceUnavailable'), httpStatus: 503 });
    }
    logger.error({ err: error }, `[forms] ${form} submission failed`);
    return failed({ message: t(messages.failed) });
  }
}
