import { useFormatter, useTranslations } from 'next-intl';
import type { DashboardReferral } from '@/lib/referral/server';
import styles from './Referral.module.css';

type Props = {
  referrals: readonly DashboardReferral[];
  money: (cents: number, currency: string) => string;
};

/** The member's referrals: order date, status, the day it becomes (or became) approved, and the reward. */
export function ReferralList({ referrals, money }: Props) {
  const t = useTranslations('referral.dashboard');
  const format = useFormatter();
  if (!referrals.length) return <p>{t('noReferrals')}</p>;
  const statusLabel = { pending: t('statusPending'), held: t('statusHeld'), approved: t('statusApproved') };
  const date = (value: Date) => format.dateTime(value, { dateStyle: 'medium' });
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table} data-testid="referral-list">
        <thead>
          <tr>
            <th scope="col">{t('orderDate')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('approvalDate')}</th>
            <th scope="col">{t('reward')}</th>
          </tr>
        </thead>
        <tbody>
          {referrals.map((referral, index) => (
            // A list that only ever renders whole: its position is key enough, and names nothing of the friend's.
            <tr key={index}>
              <td>{date(referral.placedAt)}</td>
              <td>{statusLabel[referral.status]}</td>
              <td>
                {referral.approvedAt
                  ? date(referral.approvedAt)
                  : referral.approveOn
                    ? date(referral.approveOn)
                    : t('approvalPending')}
              </td>
              <td>{money(referral.rewardCents, referral.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
