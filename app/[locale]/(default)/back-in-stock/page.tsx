import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { ConfirmLinkForm } from '@/components/referral/ConfirmLinkForm';
import { Notice } from '@/components/ui/Notice';
import { skuName } from '@/lib/catalogue/sku-display';
import { pageLocale } from '@/lib/i18n/server';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { confirmStockAlertAction } from '@/lib/stock-alerts/action';
import { openStockAlert, ownPath } from '@/lib/stock-alerts/request';

type Props = PageProps<'/[locale]/back-in-stock'>;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await routeMetadata(await pageLocale(params), 'backInStock', '/back-in-stock');
  return { ...metadata, robots: { index: false, follow: false } };
}

const outcomes = ['confirmed', 'invalid', 'unavailable'] as const;
type Outcome = (typeof outcomes)[number];
const isOutcome = (value: unknown): value is Outcome => outcomes.includes(value as Outcome);

/**
 * The back-in-stock alert's double opt-in. The mailed link (`?alert=`) shows one button that confirms with a POST, so
 * a mail scanner opening the link subscribes nobody; the POST comes back with `?status=` and the product's page.
 */
export default async function BackInStockPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const [{ title, breadcrumbs }, t] = await Promise.all([
    routePage(locale, 'backInStock', '/back-in-stock'),
    getTranslations({ locale, namespace: 'stockAlerts.confirm' }),
  ]);
  const token = typeof query.alert === 'string' && !query.status ? query.alert : '';
  const alert = token ? openStockAlert(token) : undefined;
  if (alert)
    return (
      <PageShell title={title} breadcrumbs={breadcrumbs}>
        <ConfirmLinkForm
          action={confirmStockAlertAction}
          title={title}
          intro={t('intro', { name: skuName(alert.skuCode, alert.skuCode, locale) })}
          submit={t('submit')}
          field={{ name: 'alert', value: token }}
          locale={locale}
        />
      </PageShell>
    );
  const status: Outcome = !token && isOutcome(query.status) ? query.status : 'invalid';
  const back = status === 'confirmed' ? ownPath(query.page, locale) : undefined;
  return (
    <PageShell title={title} breadcrumbs={breadcrumbs}>
      <Notice tone={status === 'confirmed' ? 'success' : 'error'} data-testid="stock-alert-confirm">
        {t(status)}
      </Notice>
      {back ? (
        <p>
          <a href={back} className="btn">
            {t('back')}
          </a>
        </p>
      ) : null}
    </PageShell>
  );
}
