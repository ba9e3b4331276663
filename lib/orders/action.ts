'use server';

import type { FormState } from '@/lib/forms/form-state';
import { submitOrderLookup } from './lookup';

/** The order lookup form: the order page on a match, one neutral answer otherwise (lib/orders/lookup.ts). */
export async function orderLookupAction(_previous: FormState, data: FormData): Promise<FormState> {
  return submitOrderLookup(data);
}
