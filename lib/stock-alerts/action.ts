'use server';

import type { FormState } from '@/lib/forms/form-state';
import { submitStockAlert } from './subscribe';

/** "Email me when it is back": one thanks for any address (lib/stock-alerts/subscribe.ts). */
export async function stockAlertAction(_previous: FormState, data: FormData): Promise<FormState> {
  return submitStockAlert(data);
}
