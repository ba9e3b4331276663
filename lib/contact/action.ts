'use server';

import { sendContactMessage } from '@/lib/contact/server';
import { assertPostedForm } from '@/lib/forms/form-data';
import { contactSchema } from '@/lib/forms/schemas/contact';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessages } from '@/lib/forms/server';
import { submitForm } from '@/lib/forms/submit';

export async function contactAction(_previous: FormState, data: FormData): Promise<FormState> {
  assertPostedForm(data);
  const business = data.get('kind') === 'business';
  return submitForm({
    form: 'contact',
    data,
    schema: (locale) => contactSchema(validationMessages(locale)),
    messages: { success: 'forms.contact.success', invalid: 'forms.contact.error', failed: 'forms.contact.failed' },
    consentKeys: ['forms.contact.privacy', business ? 'forms.contact.businessTerms' : 'forms.contact.terms'],
    store: async (input, meta) => {
      await sendContactMessage(input, meta);
      return { status: 'success' };
    },
  });
}
