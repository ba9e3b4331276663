import type { Content } from '@prismicio/client';
import { getTranslations } from 'next-intl/server';
import { RichText } from '@/components/content/RichText';
import { PlainLink } from '@/components/layout/PlainLink';
import { SavingsCalculatorForm } from '@/components/savings/SavingsCalculatorForm';
import { SavingsSources } from '@/components/savings/SavingsSources';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { pathFor } from '@/lib/routes/paths';
import { figuresOf } from '@/lib/savings/format';
import { readSavingsForm } from '@/lib/savings/input';
import { savingsPrice } from '@/lib/savings/server';
import { Section } from './Section';
import type { SliceProps } from './types';

/** The savings calculator placed on a content page; without JavaScript it submits to the calculator page. */
export async function SavingsCalculator({ slice, locale }: SliceProps<Content.SavingsCalculatorSlice>) {
  // Like the buy box, the slice needs the visitor's live price and market currency for this render.
  const [t, price] = await Promise.all([getTranslations({ locale, namespace: 'savings' }), savingsPrice(locale)]);
  const page = pathFor(locale, { pathname: '/savings-calculator' });
  const initial = readSavingsForm({});
  return (
    <Section
      sliceType="savings_calculator"
      title={slice.primary.title || t('title')}
      intro={<RichText field={slice.primary.intro} />}
    >
      <NextIntlClientProvider locale={locale} messages={await clientMessages(locale, ['savings'])}>
        <SavingsCalculatorForm
          locale={locale}
          action={page}
          initialValues={initial.values}
          initialFigures={figuresOf(initial, price.price, price.currency, locale)}
          currency={price.currency}
          price={price.price}
          formattedPrice={price.formattedPrice}
        />
      </NextIntlClientProvider>
      <SavingsSources locale={locale} method={false} />
      <p>
        <PlainLink href={page}>{t('sliceMore')}</PlainLink>
      </p>
    </Section>
  );
}
