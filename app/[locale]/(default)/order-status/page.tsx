import type { ReactNode } from 'react';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageShell } from '@/components/layout/PageShell';
import { AppLink } from '@/components/layout/AppLink';
import { OrderLookupForm } from '@/components/orders/OrderLookupForm';
import { NextIntlClientProvider } from 'next-intl';
import { clientMessages } from '@/lib/i18n/client-messages';
import { OrderStatus } from '@/components/orders/OrderStatus';
import { StopLinksForm } from '@/components/orders/StopLinksForm';
import { Notice } from '@/components/ui/Notice';
import { formKey } from '@/lib/forms/server';
import { pageLocale } from '@/lib/i18n/server';
import { revokeOrderLinksAction } from '@/lib/orders/action';
import { orderIdOfLink } from '@/lib/orders/status-link';
import { readOrderStatus, type OrderStatusView } from '@/lib/orders/status';
import { routePage } from '@/lib/pages/server';
import { routeMetadata } from '@/lib/seo/route-metadata';
import { logger } from '@/lib/telemetry/log';

type Props = PageProps<'/[locale]/order-status'>;

export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const metadata = await routeMetadata(await pageLocale(params), 'orderStatus', '/order-status');
  return { ...metadata, robots: { index: false, follow: false } };
}

async function orderOf(token: unknown): Promise<OrderStatusView | 'invalid' | 'unavailable' | undefined> {
  if (token === undefined) return undefined;
  try {
    const orderId = await orderIdOfLink(token);
    if (!orderId) return 'invalid';
    return (await readOrderStatus(orderId)) ?? 'invalid';
  } catch (error) {
    logger.error({ err: error }, '[orders] order status unavailable');
    return 'unavailable';
  }
}

/**
 * A guest's order: a live link (`?token=`, opaque, ADR 0048) shows it, with a button that stops every link to it;
 * otherwise order number and address look it up. An unknown, expired or stopped link gets the same notice.
 */
export default async function OrderStatusPage({ params, searchParams }: Props) {
  const locale = await pageLocale(params);
  const query = await searchParams;
  const [{ title, breadcrumbs }, t, fields] = await Promise.all([
    routePage(locale, 'orderStatus', '/order-status'),
    getTranslations({ locale, namespace: 'orders' }),
    getTranslations({ locale, namespace: 'validation.fields' }),
  ]);
  const shell = (children: ReactNode) => (
    <PageShell title={title} breadcrumbs={breadcrumbs}>
      {children}
    </PageShell>
  );
  const order = await orderOf(query.token);
  if (order && typeof order === 'object')
    return shell(
      <>
        <OrderStatus locale={locale} order={order} />
        <p>
          <AppLink href="/order-status">{t('view.another')}</AppLink>
        </p>
        <StopLinksForm
          action={revokeOrderLinksAction}
          token={String(query.token)}
          locale={locale}
          texts={{ intro: t('links.intro'), stop: t('links.stop') }}
        />
      </>,
    );
  const number = typeof query.number === 'string' && /^\d{1,12}$/.test(query.number) ? query.number : undefined;
  const orderIdLabel = fields('orderId');
  return shell(
    <>
      {order === 'invalid' ? <Notice tone="error">{t('lookup.linkInvalid')}</Notice> : null}
      {order === 'unavailable' ? <Notice tone="error">{t('view.unavailable')}</Notice> : null}
      {query.revoked === '1' ? <Notice tone="success">{t('links.stopped')}</Notice> : null}
      {query.revoked === 'failed' ? <Notice tone="error">{t('links.failed')}</Notice> : null}
      <p>{t('lookup.intro')}</p>
      <NextIntlClientProvider locale={locale} messages={await clientMessages(locale)}>
        <OrderLookupForm
          locale={locale}
          idempotencyKey={formKey()}
          number={number}
          labels={{ orderId: orderIdLabel.charAt(0).toUpperCase() + orderIdLabel.slice(1), submit: t('lookup.submit') }}
        />
      </NextIntlClientProvider>
    </>,
  );
}
