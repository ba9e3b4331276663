import 'server-only';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { db } from '@/lib/db/server';
import { formValues } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { tooManyAttempts, validationMessages } from '@/lib/forms/server';
import { clientKey, overLimit } from '@/lib/http/rate-limit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { mayMailUnconfirmed } from '@/lib/mail/recipient-limit';
import { requestPrivacy } from './requests';
import { privacyRequestSchema } from './schema';
import { logger } from '@/lib/telemetry/log';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The "Your data" form's post: the same "check your inbox" for any valid address, known or not. A flood from one
 * client is refused alike for any address, before anything is looked up. The request is always stored; its mail comes
 * from the privacy budget (per client, per mailbox, site-wide) now or, over it, later (lib/privacy/requests.ts).
 * No refusal per mailbox: a stranger could then block the owner's own request.
 */
export async function submitPrivacyRequest(data: FormData): Promise<FormState> {
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'privacy.form' });
  const values = {
    email: typeof raw.email === 'string' ? raw.email.slice(0, 300) : '',
    kind: typeof raw.kind === 'string' ? raw.kind.slice(0, 10) : '',
  };
  try {
    if (typeof raw.fax === 'string' && raw.fax.trim()) return { status: 'success', message: t('checkInbox') };
    const client = clientKey(await headers());
    if (await overLimit('privacyRequest', client)) return tooManyAttempts(locale, values);
    const parsed = privacyRequestSchema(validationMessages(locale)).safeParse(raw);
    const key = typeof raw.idempotencyKey === 'string' ? raw.idempotencyKey : '';
    if (!parsed.success || !uuid.test(key)) {
      const fieldErrors = Object.fromEntries(
        (parsed.success ? [] : parsed.error.issues).map((issue) => [String(issue.path[0]), issue.message]),
      );
      return { status: 'error', message: t('invalid'), fieldErrors, values, httpStatus: 400 };
    }
    await requestPrivacy(db(), { ...parsed.data, locale }, (email) => mayMailUnconfirmed(email, client, 'privacy'));
    return { status: 'success', message: t('checkInbox') };
  } catch (error) {
    unstable_rethrow(error);
    logger.error({ err: error }, '[forms] privacy request failed');
    return { status: 'error', message: t('failed'), values };
  }
}
