import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formValues } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessages } from '@/lib/forms/server';
import { clientKey, overLimit } from '@/lib/http/rate-limit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { signInSchema } from './schema';
import { requestSignIn } from './session';
import { logger } from '@/lib/telemetry/log';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The sign-in form's post. Unlike the other forms (lib/forms/submit.ts) it never refuses per email: that refusal is
 * one anyone could cause for a member, so the email's allowance shapes what is mailed (lib/referral/sign-in-link.ts)
 * and the answer is always "check your inbox". Only a flood from one client address is refused.
 */
export async function submitSignIn(data: FormData): Promise<FormState> {
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'referral.signIn' });
  const email = typeof raw.email === 'string' ? raw.email.slice(0, 2000) : '';
  const failed = (extra: Partial<FormState>): FormState => ({ status: 'error', values: { email }, ...extra });
  try {
    if (typeof raw.fax === 'string' && raw.fax.trim()) return { status: 'success', message: t('checkInbox') };
    const client = clientKey(await headers());
    if (await overLimit('referralSignIn', client)) {
      const common = await getTranslations({ locale, namespace: 'forms.common' });
      return failed({ message: common('tooManyAttempts'), httpStatus: 429 });
    }
    const parsed = signInSchema(validationMessages(locale)).safeParse(raw);
    const key = typeof raw.idempotencyKey === 'string' ? raw.idempotencyKey : '';
    if (!parsed.success || !uuid.test(key)) {
      const fieldError = parsed.success ? undefined : parsed.error.issues[0]?.message;
      return failed({
        message: t('invalid'),
        fieldErrors: fieldError ? { email: fieldError } : undefined,
        httpStatus: 400,
      });
    }
    await requestSignIn(parsed.data.email, locale, undefined, client);
    return { status: 'success', message: t('checkInbox') };
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ err: error }, '[forms] referralSignIn submission failed');
    return failed({ message: t('failed') });
  }
}
