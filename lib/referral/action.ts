'use server';

import { redirect } from 'next/navigation';
import { formValues, assertPostedForm } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessages } from '@/lib/forms/server';
import { submitForm } from '@/lib/forms/submit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import { confirmJoin, requestJoin } from './join';
import { joinSchema } from './schema';
import { completeSignIn, signOut } from './session';
import { submitSignIn } from './sign-in-form';

/**
 * Asking to join: the same "check your inbox" for anyone. The code comes by mail once the address owner confirms
 * (lib/referral/join.ts); a member's address gets their sign-in link instead.
 */
export async function joinAction(_previous: FormState, data: FormData): Promise<FormState> {
  assertPostedForm(data);
  return submitForm({
    form: 'referralJoin',
    data,
    schema: (locale) => joinSchema(validationMessages(locale)),
    messages: { success: 'referral.join.success', invalid: 'referral.join.invalid', failed: 'referral.join.failed' },
    consentKeys: ['referral.join.privacy', 'referral.join.terms'],
    store: async (input, meta) => {
      await requestJoin(input, meta);
      return { status: 'success' };
    },
  });
}

/** Asking for a sign-in link: the same answer whether or not the address is a member, and never a lockout. */
export async function signInAction(_previous: FormState, data: FormData): Promise<FormState> {
  assertPostedForm(data);
  return submitSignIn(data);
}

/** The mailed join link's confirmation (a POST: a mail scanner opening the link enrols nobody). */
export async function confirmJoinAction(data: FormData): Promise<void> {
  assertPostedForm(data);
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const token = typeof raw.join === 'string' ? raw.join : '';
  const dashboard = pathFor(locale, { pathname: '/referral/dashboard' });
  redirect((await confirmJoin(token)) ? dashboard : `${dashboard}?expired=join`);
}

/** The mailed link's confirmation (a POST, so mail scanners that open links cannot spend the token). */
export async function confirmSignInAction(data: FormData): Promise<void> {
  assertPostedForm(data);
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  const token = typeof raw.token === 'string' ? raw.token : '';
  const dashboard = pathFor(locale, { pathname: '/referral/dashboard' });
  redirect((await completeSignIn(token)) ? dashboard : `${dashboard}?expired=1`);
}

export async function signOutAction(data: FormData): Promise<void> {
  assertPostedForm(data);
  const raw = formValues(data);
  const locale = isLocale(raw.locale) ? raw.locale : defaultLocale;
  await signOut();
  redirect(pathFor(locale, { pathname: '/referral/dashboard' }));
}
