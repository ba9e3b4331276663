'use server';

import { redirect } from 'next/navigation';
import { formValues } from '@/lib/forms/form-data';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessages } from '@/lib/forms/server';
import { submitForm } from '@/lib/forms/submit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import { joinSchema, signInSchema } from './schema';
import { joinProgramme } from './server';
import { completeSignIn, requestSignIn, signOut } from './session';

/** Joining the programme through the forms' pipeline; the store is idempotent by email and answers with the code. */
export async function joinAction(_previous: FormState, data: FormData): Promise<FormState> {
  return submitForm({
    form: 'referralJoin',
    data,
    schema: (locale) => joinSchema(validationMessages(locale)),
    messages: { success: 'referral.join.success', invalid: 'referral.join.invalid', failed: 'referral.join.failed' },
    consentKeys: ['referral.join.privacy', 'referral.join.terms'],
    decoyValues: { code: '' },
    store: async (input, meta) => {
      const { code } = await joinProgramme(input, meta);
      return { status: 'success', messageValues: { code } };
    },
  });
}

/** Asking for a sign-in link: the same answer whether or not the address is a member. */
export async function signInAction(_previous: FormState, data: FormData): Promise<FormState> {
  return submitForm({
    form: 'referralSignIn',
    data,
    schema: (locale) => signInSchema(validationMessages(locale)),
    messages: {
      success: 'referral.signIn.checkInbox',
      invalid: 'referral.signIn.invalid',
      failed: 'referral.signIn.failed',
    },
    consentKeys: [],
    store: async (input, meta) => {
      await requestSignIn(input.email, meta.locale);
      return { status: 'success' };
    },
  });
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
