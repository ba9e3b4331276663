'use server';

import { createHash } from 'node:crypto';
import { headers } from 'next/headers';
import { redirect, unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { formValues } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { clientKey, overLimit } from '@/lib/http/rate-limit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import { validationMessages } from '@/lib/forms/server';
import { joinSchema, signInSchema } from './schema';
import { joinProgramme } from './server';
import { completeSignIn, requestSignIn, signOut } from './session';

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  return Object.fromEntries(issues.reverse().map((issue) => [String(issue.path[0] ?? ''), issue.message]));
}

const echo = (raw: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(raw).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && !['fax', 'locale'].includes(entry[0]),
    ),
  );

/** Joining the programme (honeypot, limits per address and email, parse, store); idempotent by email. */
export async function joinAction(_previous: FormState, data: FormData): Promise<FormState> {
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'referral.join' });
  const failed = (extra: Partial<FormState>): FormState => ({ status: 'error', values: echo(raw), ...extra });
  try {
    if (typeof raw.fax === 'string' && raw.fax.trim())
      return { status: 'success', message: t('success', { code: '' }) };
    const tooMany = (await getTranslations({ locale, namespace: 'forms.common' }))('tooManyAttempts');
    if (await overLimit('referralJoin', clientKey(await headers())))
      return failed({ message: tooMany, httpStatus: 429 });
    const parsed = joinSchema(validationMessages(locale)).safeParse(raw);
    if (!parsed.success)
      return failed({ message: t('invalid'), fieldErrors: fieldErrors(parsed.error.issues), httpStatus: 400 });
    if (await overLimit('referralJoinEmail', parsed.data.email)) return failed({ message: tooMany, httpStatus: 429 });
    const consentText = `${String(t.raw('privacy'))}\n${String(t.raw('terms'))}`;
    const consentTextVersion = `referral-${createHash('sha256').update(consentText).digest('hex').slice(0, 12)}`;
    const { code } = await joinProgramme(parsed.data, { locale, consentTextVersion });
    return { status: 'success', message: t('success', { code }) };
  } catch (error) {
    unstable_rethrow(error);
    console.error('[referral] join failed', error);
    return failed({ message: t('failed') });
  }
}

/** Asking for a sign-in link: the same answer whether or not the address is a member. */
export async function signInAction(_previous: FormState, data: FormData): Promise<FormState> {
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const t = await getTranslations({ locale, namespace: 'referral.signIn' });
  const failed = (extra: Partial<FormState>): FormState => ({ status: 'error', values: echo(raw), ...extra });
  try {
    const tooMany = (await getTranslations({ locale, namespace: 'forms.common' }))('tooManyAttempts');
    if (await overLimit('referralSignIn', clientKey(await headers())))
      return failed({ message: tooMany, httpStatus: 429 });
    const parsed = signInSchema(validationMessages(locale)).safeParse(raw);
    if (!parsed.success)
      return failed({ message: t('invalid'), fieldErrors: fieldErrors(parsed.error.issues), httpStatus: 400 });
    if (await overLimit('referralSignInEmail', parsed.data.email)) return failed({ message: tooMany, httpStatus: 429 });
    await requestSignIn(parsed.data.email, locale);
    return { status: 'success', message: t('checkInbox') };
  } catch (error) {
    unstable_rethrow(error);
    console.error('[referral] sign-in request failed', error);
    return failed({ message: t('failed') });
  }
}

/** The mailed link's confirmation (a POST, so mail scanners that open links cannot spend the token). */
export async function confirmSignInAction(data: FormData): Promise<void> {
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const token = typeof raw.token === 'string' ? raw.token : '';
  const dashboard = pathFor(locale, { pathname: '/referral/dashboard' });
  redirect((await completeSignIn(token)) ? dashboard : `${dashboard}?expired=1`);
}

export async function signOutAction(data: FormData): Promise<void> {
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  await signOut();
  redirect(pathFor(locale, { pathname: '/referral/dashboard' }));
}
