import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { OrderStatus } from '@/components/orders/OrderStatus';
import type { Locale } from '@/lib/i18n/locales';
import type { OrderStatusView } from '@/lib/orders/status';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

const catalogues = { en, de, it: it_ } as const;

const order = (taxLabel: OrderStatusView['taxLabel'], taxAdded: boolean): OrderStatusView => ({
  number: '10023',
  status: 'placed',
  fulfillmentStatus: 'unfulfilled',
  placedAt: '2027-01-05T10:00:00.000Z',
  currency: 'EUR',
  lines: [{ skuCode: 'FRESHLY-01', name: 'Freshly', quantity: 2, totalCents: 13800 }],
  totals: taxAdded
    ? { subtotal: 13800, discount: -3900, shipping: 0, tax: 1881, giftCard: 0, total: 11781 }
    : { subtotal: 13800, discount: -3900, shipping: 0, tax: 1581, giftCard: -2000, total: 7900 },
  taxLabel,
  taxAdded,
  shipments: [],
});

/** The summary rows under the lines: each row's heading and amount. */
const rowsOf = (table: HTMLElement) =>
  [...table.querySelectorAll('tfoot tr')].map((row) => [
    row.querySelector('th')?.textContent,
    row.lastChild?.textContent,
  ]);

describe('the guest order page’s amounts', () => {
  it.each(['en', 'de', 'it'] as const)(
    'in %s name the VAT a private buyer’s prices hold after the total, never as an extra “Taxes”',
    async (locale: Locale) => {
      const m = catalogues[locale].orders;
      render(await OrderStatus({ locale, order: order('vatIncluded', false) }));
      const rows = rowsOf(screen.getByRole('table'));
      expect(rows.map(([label]) => label)).toEqual([
        m.view.subtotal,
        m.view.discount,
        m.view.giftCard,
        m.view.total,
        m.taxes.vatIncluded,
      ]);
      expect(m.taxes.vatIncluded).toMatch(/^(incl\. VAT|inkl\. MwSt\.|IVA inclusa)$/);
      expect(screen.getByRole('table')).not.toHaveTextContent(/\b(Taxes|Steuern|Imposte)\b/);
    },
  );

  it('shows the VAT a business buyer pays on top above the total, so the rows add up', async () => {
    render(await OrderStatus({ locale: 'de', order: order('vatAdded', true) }));
    const rows = rowsOf(screen.getByRole('table'));
    expect(rows.map(([label]) => label)).toEqual(['Zwischensumme', 'Rabatt', 'MwSt. (zzgl.)', 'Gesamtbetrag']);
    expect(within(screen.getByRole('table')).getByText('MwSt. (zzgl.)')).toBeInTheDocument();
  });

  it('says "no VAT" on an export', async () => {
    render(
      await OrderStatus({
        locale: 'en',
        order: { ...order('export', false), totals: { ...order('export', false).totals, tax: 0 } },
      }),
    );
    expect(rowsOf(screen.getByRole('table')).at(-1)).toEqual(['No VAT (export)', '€0.00']);
  });

  it('never breaks a column heading inside a word (“Quantit/y”, “Men/ge”) on a narrow screen', () => {
    // jsdom lays nothing out: the rule that let the table squeeze a column to one letter is what is checked.
    const css = readFileSync('components/orders/OrderStatus.module.css', 'utf8');
    expect(css).not.toMatch(/overflow-wrap:\s*anywhere/);
    expect(css).toMatch(/\.table thead th\s*\{[^}]*white-space:\s*nowrap/);
  });
});
