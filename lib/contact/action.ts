'use server';

import { sendContactMessage } from '@/lib/contact/server';
import { contactSchema } from '@/lib/forms/schemas/contact';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessages } from '@/lib/forms/server';
import { submitForm } from '@/lib/forms/submit';

export async function contactAction(_previous: FormState, data: FormData): Promise<FormState> {
  const business = data.get('kind') === 'business';
  return submitForm({
    form: 'contact',
    data,
    schema: (locale) => contactSchema(validationMessages(locale)),
    messages: { success: 'contact.success', invalid: 'contact.error', failed: 'contact.failed' },
    consentKeys: ['contact.privacy', business ? 'contact.businessTerms' : 'contact.terms'],
    store: async (input, meta) => {
      await sendContactMessage(input, meta);
      return { status: 'success' };
    },
  });
}
