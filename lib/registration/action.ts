'use server';

import { assertPostedForm } from '@/lib/forms/form-data';
import { registrationSchema } from '@/lib/forms/schemas/registration';
import type { FormState } from '@/lib/forms/form-state';
import { validationMessages } from '@/lib/forms/server';
import { submitForm } from '@/lib/forms/submit';
import { defaultLocale, isLocale } from '@/lib/i18n/locales';
import { registrableProducts } from '@/lib/registration/products';
import { registerProduct } from '@/lib/registration/server';

export async function registrationAction(_previous: FormState, data: FormData): Promise<FormState> {
  assertPostedForm(data);
  const posted = data.get('locale');
  const products = await registrableProducts(isLocale(posted) ? posted : defaultLocale);
  return submitForm({
    form: 'registration',
    data,
    schema: (locale) => registrationSchema(validationMessages(locale), products),
    messages: {
      success: 'forms.registration.success',
      invalid: 'forms.registration.error',
      failed: 'forms.registration.error',
    },
    consentKeys: ['forms.registration.privacy'],
    store: async (input, meta) => {
      const name = products.find(({ value }) => value === input.productFamily)?.label;
      const result = await registerProduct(input, meta, name);
      if (result.status === 'invalid-warranty-code')
        return { status: 'error', messageKey: 'forms.registration.invalidWarrantyCode', field: 'warrantyCode' };
      return { status: 'success', warrantyExtended: result.warrantyExtended };
    },
  });
}
