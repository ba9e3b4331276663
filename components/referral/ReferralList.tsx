import { useFormatter, useTranslations } from 'next-intl';
import type { DashboardReferral } from '@/lib/referral/server';
import styles from './Referral.module.css';

/** The member's referrals: friend, order date, status and, while pending, the day it becomes approved. */
export function ReferralList({ referrals }: { referrals: readonly DashboardReferral[] }) {
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
            <th scope="col">{t('friend')}</th>
            <th scope="col">{t('orderDate')}</th>
            <th scope="col">{t('status')}</th>
            <th scope="col">{t('approvalDate')}</th>
          </tr>
        </thead>
        <tbody>
          {referrals.map((referral) => (
            <tr key={referral.orderNumber}>
              <td>{referral.friend}</td>
              <td>{date(referral.placedAt)}</td>
              <td>{statusLabel[referral.status]}</td>
              <td>
                {referral.approvedAt
                  ? date(referral.approvedAt)
                  : referral.approveOn
                    ? date(referral.approveOn)
                    : t('approvalPending')}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
