import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ReferralList } from '@/components/referral/ReferralList';
import type { Locale } from '@/lib/i18n/locales';
import type { DashboardReferral } from '@/lib/referral/server';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

const placedAt = new Date('2026-03-02T10:00:00Z');
const pending = (approveOn: Date | null): DashboardReferral => ({
  placedAt,
  status: 'pending',
  approveOn,
  approvedAt: null,
  rewardCents: 2000,
  currency: 'EUR',
});

function renderList(locale: Locale, messages: typeof en, referrals: DashboardReferral[]) {
  render(
    <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
      <ReferralList referrals={referrals} money={(cents, currency) => `${cents / 100} ${currency}`} />
    </NextIntlClientProvider>,
  );
}

describe('ReferralList in every language', () => {
  it.each([
    ['en', en],
    ['de', de],
    ['it', it_],
  ] as const)(
    '%s: a pending referral waits for delivery, then shows its approval day in the local format',
    (locale, m) => {
      const t = m.referral.dashboard;
      renderList(locale, m, [pending(null)]);
      const row = within(screen.getByTestId('referral-list')).getAllByRole('row')[1];
      expect(row).toHaveTextContent(t.statusPending);
      expect(row).toHaveTextContent(t.approvalPending);
      expect(row).toHaveTextContent('20 EUR');
      expect(row).toHaveTextContent(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(placedAt),
      );

      const approveOn = new Date('2026-03-30T12:00:00Z');
      renderList(locale, m, [pending(approveOn)]);
      const [, later] = within(screen.getAllByTestId('referral-list')[1]).getAllByRole('row');
      expect(later).toHaveTextContent(t.statusPending);
      expect(later).toHaveTextContent(
        new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(approveOn),
      );
      expect(later).not.toHaveTextContent(t.approvalPending);
    },
  );

  it('says when there is no referral yet', () => {
    renderList('de', de, []);
    expect(screen.getByText(de.referral.dashboard.noReferrals)).toBeInTheDocument();
  });
});
