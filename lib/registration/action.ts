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
    messages: { success: 'registration.success', invalid: 'registration.error', failed: 'registration.error' },
    consentKeys: ['registration.privacy'],
    store: async (input, meta) => {
      const result = await registerProduct(input, meta);
      if (result.status === 'invalid-warranty-code')
        return { status: 'error', messageKey: 'registration.invalidWarrantyCode', field: 'warrantyCode' };
      return { status: 'success', warrantyExtended: result.warrantyExtended };
    },
  });
}
