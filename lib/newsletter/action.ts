'use server';

import { newsletterSchema } from '@/lib/forms/schemas/newsletter';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessages } from '@/lib/forms/server';
import { submitForm } from '@/lib/forms/submit';
import { subscribe } from '@/lib/newsletter/server';
import { applyWelcomeCoupon } from '@/lib/newsletter/welcome-coupon';

export async function newsletterAction(_previous: FormState, data: FormData): Promise<FormState> {
  const variant = data.get('source') === 'popup' ? 'popup' : 'block';
  return submitForm({
    form: 'newsletter',
    data,
    schema: (locale) => newsletterSchema(validationMessages(locale), variant),
    messages: {
      success: 'forms.newsletter.success',
      invalid: 'forms.newsletter.error',
      failed: 'forms.newsletter.failed',
    },
    consentKeys: ['forms.newsletter.privacy'],
    store: async (input, meta) => {
      await subscribe(input, meta);
      if (variant === 'block') return { status: 'success' };
      return { status: 'success', couponApplied: await applyWelcomeCoupon(meta.locale) };
    },
  });
}
