'use server';

import { redirect } from 'next/navigation';
import { after } from 'next/server';
import { db } from '@/lib/db/server';
import { formValues, assertPostedForm } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import { commercePlatform } from './platform';
import { submitPrivacyRequest } from './request-form';
import { confirmPrivacyRequest, runPrivacyRequests } from './requests';
import { logger } from '@/lib/telemetry/log';

/** Asking for a copy or the erasure: "check your inbox" for any address (lib/privacy/request-form.ts). */
export async function privacyRequestAction(_previous: FormState, data: FormData): Promise<FormState> {
  assertPostedForm(data);
  return submitPrivacyRequest(data);
}

/** The mailed link's confirmation (a POST: a mail scanner opening the link confirms nothing); the job runs after. */
export async function confirmPrivacyAction(data: FormData): Promise<void> {
  assertPostedForm(data);
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const token = typeof raw.request === 'string' ? raw.request : '';
  const page = pathFor(locale, { pathname: '/your-data' });
  const confirmed = await confirmPrivacyRequest(db(), token);
  if (!confirmed) redirect(`${page}?expired=1`);
  // The scheduled job (scripts/privacy.ts run) picks it up too, should this process stop first.
  after(() =>
    runPrivacyRequests(db(), commercePlatform()).catch((error: unknown) =>
      logger.error({ err: error }, '[privacy] request job failed'),
    ),
  );
  redirect(`${page}?confirmed=${confirmed.kind}`);
}
