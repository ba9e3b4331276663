import { getTranslations } from 'next-intl/server';
import { ContentRoutePage } from '@/components/content/ContentRoutePage';
import styles from '@/components/forms/Forms.module.css';
import { JoinForm } from '@/components/referral/JoinForm';
import { formatMoney } from '@/lib/markets/money';
import { formProps, legalLinks } from '@/lib/forms/server';
import { pageLocale } from '@/lib/i18n/server';
import { rewardCentsByCurrency } from '@/lib/referral/rewards';
import { pathFor } from '@/lib/routes/paths';
import { contentRoutePage } from '@/lib/pages/server';
import { contentRouteMetadata } from '@/lib/seo/route-metadata';

export async function generateMetadata({ params }: PageProps<'/[locale]/referral'>) {
  return contentRouteMetadata(await pageLocale(params), 'referral', '/referral');
}

export default async function Page({ params }: PageProps<'/[locale]/referral'>) {
  const locale = await pageLocale(params);
  const [page, t] = await Promise.all([
    contentRoutePage(locale, 'referral', '/referral'),
    getTranslations({ locale, namespace: 'referral.join' }),
  ]);
  return (
    <ContentRoutePage locale={locale} {...page}>
      <section id="join" aria-labelledby="referral-join" className={`container ${styles.pageBlock}`}>
        <h2 id="referral-join">{t('title')}</h2>
        <p>{t('intro', { amount: formatMoney(rewardCentsByCurrency.EUR, 'EUR', locale) })}</p>
        <JoinForm
          {...formProps(locale)}
          privacyHref={legalLinks(locale).privacy}
          regulationHref={pathFor(locale, { pathname: '/referral-regulation' })}
          dashboardHref={pathFor(locale, { pathname: '/referral/dashboard' })}
        />
      </section>
    </ContentRoutePage>
  );
}
