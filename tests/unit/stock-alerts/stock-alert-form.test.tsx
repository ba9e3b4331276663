import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { StockAlertFormClient } from '@/components/product/StockAlertFormClient';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { route } from '@/tests/support/next-navigation';
import { resetActions, stockAlertAction as action } from '@/tests/support/server-actions';

await Promise.all([import('@/components/forms/validation'), import('@/lib/stock-alerts/schema')]);

const catalogues = { en, de, it: it_ } as const;

describe('StockAlertFormClient', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetActions();
    route('/de/ersatzteile');
  });

  it.each(['en', 'de', 'it'] as const)(
    'in %s: a plain form with the address and the consent, then the thanks',
    async (locale: Locale) => {
      const m = catalogues[locale];
      const thanks = m.stockAlerts.done.replace('{name}', m.product.skus['VERDE-POT']);
      action.mockResolvedValue({ status: 'success', message: thanks });
      render(
        <NextIntlClientProvider locale={locale} messages={m}>
          <StockAlertFormClient
            locale={locale}
            idempotencyKey="3f2c9a4e-8d1b-4c6f-9a2e-5b7d1c3e9f20"
            skuCode="VERDE-POT"
            labels={{ submit: m.stockAlerts.submit, consent: m.stockAlerts.consent.replace(/<\/?link>/g, '') }}
          />
        </NextIntlClientProvider>,
      );
      const form = screen.getByTestId('stock-alert-form');
      expect(form.tagName).toBe('FORM');
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(m.forms.common.email) }), {
        target: { value: 'shopper@example.com' },
      });
      fireEvent.click(screen.getByRole('checkbox'));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: m.stockAlerts.submit })));
      expect(action).toHaveBeenCalledTimes(1);
      const data = action.mock.calls[0][1];
      expect(['email', 'privacy', 'skuCode', 'page', 'locale'].map((name) => data.get(name))).toEqual([
        'shopper@example.com',
        'on',
        'VERDE-POT',
        '/de/ersatzteile',
        locale,
      ]);
      expect(await screen.findByText(thanks)).toBeInTheDocument();
      expect(screen.queryByTestId('stock-alert-form')).toBeNull();
    },
  );

  it.each(['en', 'de', 'it'] as const)(
    'in %s: a product back in stock meanwhile is refused at the form, which stays (issue 37 item 9)',
    async (locale: Locale) => {
      const m = catalogues[locale];
      const inStock = m.stockAlerts.inStock.replace('{name}', m.product.skus['VERDE-POT']);
      action.mockResolvedValue({ status: 'error', message: inStock, httpStatus: 409 });
      render(
        <NextIntlClientProvider locale={locale} messages={m}>
          <StockAlertFormClient
            locale={locale}
            idempotencyKey="3f2c9a4e-8d1b-4c6f-9a2e-5b7d1c3e9f21"
            skuCode="VERDE-POT"
            labels={{ submit: m.stockAlerts.submit, consent: m.stockAlerts.consent.replace(/<\/?link>/g, '') }}
          />
        </NextIntlClientProvider>,
      );
      fireEvent.change(screen.getByRole('textbox', { name: new RegExp(m.forms.common.email) }), {
        target: { value: 'shopper@example.com' },
      });
      fireEvent.click(screen.getByRole('checkbox'));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: m.stockAlerts.submit })));
      expect(await screen.findByText(inStock)).toBeInTheDocument();
      expect(screen.getByTestId('stock-alert-form')).toBeInTheDocument();
    },
  );

  it('says the same thanks whoever asks: no address in any language', () => {
    for (const m of Object.values(catalogues)) expect(m.stockAlerts.done).not.toMatch(/\{(?!name\})/);
  });
});
