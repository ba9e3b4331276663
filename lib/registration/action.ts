'use server';

import { registrationSchema } from '@/lib/forms/schemas/registration';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessages } from '@/lib/forms/server';
import { submitForm } from '@/lib/forms/submit';
import { registerProduct } from '@/lib/registration/server';

export async function registrationAction(_previous: FormState, data: FormData): Promise<FormState> {
  return submitForm({
    form: 'registration',
    data,
    schema: (locale) => registrationSchema(validationMessages(locale)),
    messages: {
      success: 'forms.registration.success',
      invalid: 'forms.registration.error',
      failed: 'forms.registration.error',
    },
    consentKeys: ['forms.registration.privacy'],
    store: async (input, meta) => {
      const result = await registerProduct(input, meta);
      if (result.status === 'invalid-warranty-code')
        return { status: 'error', messageKey: 'forms.registration.invalidWarrantyCode', field: 'warrantyCode' };
      return { status: 'success', warrantyExtended: result.warrantyExtended };
    },
  });
}
