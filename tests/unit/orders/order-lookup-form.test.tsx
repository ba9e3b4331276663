import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { OrderLookupForm } from '@/components/orders/OrderLookupForm';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { orderLookupAction as action, resetActions } from '@/tests/support/server-actions';

await Promise.all([import('@/components/forms/validation'), import('@/lib/orders/schema')]);

const catalogues = { en, de, it: it_ } as const;
const label = { en: 'Order number', de: 'Bestellnummer', it: "Numero d'ordine" } as const;

describe('OrderLookupForm', { timeout: 30_000 }, () => {
  beforeEach(resetActions);

  it.each(['en', 'de', 'it'] as const)(
    'in %s: the number from the confirmation is filled in, the address typed, the neutral answer shown',
    async (locale: Locale) => {
      const m = catalogues[locale];
      action.mockResolvedValue({ status: 'error', message: m.orders.lookup.notFound });
      render(
        <NextIntlClientProvider locale={locale} messages={m}>
          <OrderLookupForm
            locale={locale}
            idempotencyKey="3f2c9a4e-8d1b-4c6f-9a2e-5b7d1c3e9f20"
            number="10001"
            labels={{ orderId: label[locale], submit: m.orders.lookup.submit }}
          />
        </NextIntlClientProvider>,
      );
      expect(screen.getByTestId('order-lookup-form').tagName).toBe('FORM');
      expect(screen.getByRole('textbox', { name: new RegExp(label[locale]) })).toHaveValue('10001');
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(m.forms.common.email) }), {
        target: { value: 'buyer@example.com' },
      });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: m.orders.lookup.submit })));
      expect(action).toHaveBeenCalledTimes(1);
      const data = action.mock.calls[0][1];
      expect([data.get('orderId'), data.get('email'), data.get('locale')]).toEqual([
        '10001',
        'buyer@example.com',
        locale,
      ]);
      expect(await screen.findByText(m.orders.lookup.notFound)).toBeInTheDocument();
    },
  );
});
