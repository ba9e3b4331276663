import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { PlainLink } from '@/components/layout/PlainLink';
import { SavingsCalculatorForm } from '@/components/savings/SavingsCalculatorForm';
import { SavingsSources } from '@/components/savings/SavingsSources';
import styles from '@/components/savings/Savings.module.css';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pageLocale } from '@/lib/i18n/server';
import { crumbs } from '@/lib/navigation/crumbs';
import { pathFor, pathsFor } from '@/lib/routes/paths';
import { figuresOf } from '@/lib/savings/format';
import { readSavingsForm } from '@/lib/savings/input';
import { savingsPrice } from '@/lib/savings/server';
import { pageMetadata } from '@/lib/seo/metadata';

type Props = PageProps<'/[locale]/savings-calculator'>;

export async function generateMetadata({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'savings' });
  return pageMetadata({
    locale,
    title: t('title'),
    description: t('metaDescription'),
    paths: pathsFor('/savings-calculator'),
  });
}

/** The savings calculator: inputs from the URL (`?people=&spend=&fresh=`), so a result is a shareable link. */
export default async function SavingsCalculatorPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const [t, query, price] = await Promise.all([
    getTranslations({ locale, namespace: 'savings' }),
    searchParams,
    savingsPrice(locale),
  ]);
  const href = pathFor(locale, { pathname: '/savings-calculator' });
  const form = readSavingsForm(query);
  return (
    <PageShell
      title={t('title')}
      breadcrumbs={await crumbs(locale, { label: t('title'), href })}
      lead={<p>{t('lead')}</p>}
      wide
    >
      <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['savings'])}>
        <SavingsCalculatorForm
          locale={locale}
          action={href}
          initialValues={form.values}
          initialFigures={figuresOf(form, price.price, price.currency, locale)}
          currency={price.currency}
          price={price.price}
          formattedPrice={price.formattedPrice}
          syncUrl
        />
      </NextIntlClientProvider>
      <div className={styles.share}>
        <p className="muted">{t('shareNote')}</p>
        <PlainLink href={pathFor(locale, { pathname: '/[uid]', params: { uid: 'freshly' } })} className="btn">
          {t('discover')}
        </PlainLink>
      </div>
      <SavingsSources locale={locale} />
    </PageShell>
  );
}
