import { useFormatter, useTranslations } from 'next-intl';
import type { DashboardReferral } from '@/lib/referral/server';

type Props = {
  /** Formatted balance; undefined while no gift card exists, null when the platform did not answer. */
  balance: string | null | undefined;
  voucherCode: string | null;
  approved: readonly DashboardReferral[];
  money: (cents: number, currency: string) => string;
};

/** The voucher's balance and one line per approved referral. */
export function Earnings({ balance, voucherCode, approved, money }: Props) {
  const t = useTranslations('referral.dashboard');
  const format = useFormatter();
  return (
    <>
      {balance === undefined ? (
        <p>{t('noBalance')}</p>
      ) : (
        <p data-testid="referral-balance">
          {balance === null ? t('balanceUnavailable') : t('balance', { amount: balance })}
        </p>
      )}
      {voucherCode && <p>{t('voucherCode', { code: voucherCode })}</p>}
      {approved.length > 0 && (
        <>
          <h3>{t('rewardsTitle')}</h3>
          <ul data-testid="referral-rewards">
            {approved.map((referral, index) => (
              <li key={index}>
                {t('rewardLine', {
                  amount: money(referral.rewardCents, referral.currency),
                  date: format.dateTime(referral.approvedAt ?? referral.placedAt, { dateStyle: 'medium' }),
                })}
              </li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
