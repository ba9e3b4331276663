// Component tests post forms to these handles instead of the server actions; a test answers with vi.mocked(handle).
import { vi } from 'vitest';
import type * as commerce from '@/lib/cart/action';
import type * as contact from '@/lib/contact/action';
import type * as newsletter from '@/lib/newsletter/action';
import type * as orders from '@/lib/orders/action';
import type * as privacy from '@/lib/privacy/action';
import type * as registration from '@/lib/registration/action';
import type * as stockAlerts from '@/lib/stock-alerts/action';

export const cartAction = vi.fn<typeof commerce.cartAction>();
export const checkoutAction = vi.fn<typeof commerce.checkoutAction>();
export const fastCheckoutAction = vi.fn<typeof commerce.fastCheckoutAction>();
export const contactAction = vi.fn<typeof contact.contactAction>();
export const newsletterAction = vi.fn<typeof newsletter.newsletterAction>();
export const confirmNewsletterAction = vi.fn<typeof newsletter.confirmNewsletterAction>();
export const unsubscribeAction = vi.fn<typeof newsletter.unsubscribeAction>();
export const orderLookupAction = vi.fn<typeof orders.orderLookupAction>();
export const privacyRequestAction = vi.fn<typeof privacy.privacyRequestAction>();
export const confirmPrivacyAction = vi.fn<typeof privacy.confirmPrivacyAction>();
export const registrationAction = vi.fn<typeof registration.registrationAction>();
export const stockAlertAction = vi.fn<typeof stockAlerts.stockAlertAction>();

const handles = [
  cartAction,
  checkoutAction,
  fastCheckoutAction,
  contactAction,
  newsletterAction,
  confirmNewsletterAction,
  unsubscribeAction,
  orderLookupAction,
  privacyRequestAction,
  confirmPrivacyAction,
  registrationAction,
  stockAlertAction,
];

/** Forgets every answer and call: a file that uses a handle calls this before each test (the worker shares them). */
export function resetActions() {
  for (const handle of handles) handle.mockReset();
}
