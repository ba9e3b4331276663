import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { ConfirmLinkForm } from '@/components/referral/ConfirmLinkForm';
import { Earnings } from '@/components/referral/Earnings';
import { ReferralList } from '@/components/referral/ReferralList';
import { ShareCode } from '@/components/referral/ShareCode';
import { SignInForm } from '@/components/referral/SignInForm';
import styles from '@/components/referral/Referral.module.css';
import { Button } from '@/components/ui/Button';
import { formatMoney } from '@/lib/markets/money';
import { formKey } from '@/lib/forms/server';
import { siteOrigin } from '@/lib/http/site-origin';
import { pageLocale } from '@/lib/i18n/server';
import { confirmJoinAction, confirmSignInAction, signOutAction } from '@/lib/referral/action';
import { giftCardBalance } from '@/lib/referral/platform';
import { rewardCentsByCurrency } from '@/lib/referral/rewards';
import { dashboardFor, memberCurrency } from '@/lib/referral/server';
import { currentMemberId } from '@/lib/referral/session';
import { pathFor } from '@/lib/routes/paths';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';

type Props = PageProps<'/[locale]/referral/dashboard'>;

export async function generateMetadata({ params }: Props) {
  return {
    ...(await routeMetadata(await pageLocale(params), 'referralDashboard', '/referral/dashboard')),
    robots: { index: false },
  };
}

/** Sign-in by email, the confirmation of a mailed join or sign-in link, or the member's code, referrals and earnings. */
export default async function Page({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const [{ title, description, breadcrumbs }, t, memberId] = await Promise.all([
    routePage(locale, 'referralDashboard', '/referral/dashboard'),
    getTranslations({ locale, namespace: 'referral' }),
    currentMemberId(),
  ]);
  const shell = (children: ReactNode) => (
    <PageShell title={title} breadcrumbs={breadcrumbs} lead={<p>{description}</p>}>
      {children}
    </PageShell>
  );
  if (typeof query.join === 'string')
    return shell(
      <ConfirmLinkForm
        action={confirmJoinAction}
        title={t('join.confirmTitle')}
        intro={t('join.confirmIntro')}
        submit={t('join.confirmSubmit')}
        field={{ name: 'join', value: query.join.slice(0, 1400) }}
        locale={locale}
      />,
    );
  if (typeof query.token === 'string')
    return shell(
      <ConfirmLinkForm
        action={confirmSignInAction}
        title={t('signIn.confirmTitle')}
        intro={t('signIn.confirmIntro')}
        submit={t('signIn.confirmSubmit')}
        field={{ name: 'token', value: query.token.slice(0, 64) }}
        locale={locale}
      />,
    );
  if (!memberId)
    return shell(
      <section aria-labelledby="referral-sign-in" className={styles.section}>
        <h2 id="referral-sign-in">{t('signIn.title')}</h2>
        {query.expired && <p role="alert">{t(query.expired === 'join' ? 'join.expired' : 'signIn.expired')}</p>}
        <p>{t('signIn.intro')}</p>
        <SignInForm locale={locale} idempotencyKey={formKey()} />
      </section>,
    );

  const { member, referrals } = await dashboardFor(memberId);
  const currency = memberCurrency(member.country);
  const money = (cents: number, code: string) => formatMoney(cents, code, locale);
  const balanceCents = member.gift_card_id ? await giftCardBalance(member.gift_card_id) : undefined;
  const link = `${siteOrigin()}${pathFor(locale, { pathname: '/' })}?ref=${member.code}`;
  return shell(
    <>
      <p>{t('dashboard.greeting', { name: member.first_name })}</p>
      <section aria-labelledby="referral-code-title" className={styles.section}>
        <h2 id="referral-code-title">{t('dashboard.codeTitle')}</h2>
        <ShareCode code={member.code} link={link} amount={money(rewardCentsByCurrency[currency], currency)} />
      </section>
      <section aria-labelledby="referral-list-title" className={styles.section}>
        <h2 id="referral-list-title">{t('dashboard.referralsTitle')}</h2>
        <ReferralList referrals={referrals} money={money} />
      </section>
      <section aria-labelledby="referral-earnings-title" className={styles.section}>
        <h2 id="referral-earnings-title">{t('dashboard.earningsTitle')}</h2>
        <Earnings
          balance={
            member.gift_card_id ? (balanceCents === undefined ? null : money(balanceCents, currency)) : undefined
          }
          voucherCode={member.gift_card_code}
          approved={referrals.filter((referral) => referral.status === 'approved')}
          money={money}
        />
      </section>
      <form action={signOutAction}>
        <input type="hidden" name="locale" value={locale} />
        <Button type="submit">{t('dashboard.signOut')}</Button>
      </form>
    </>,
  );
}
