import { getMessages, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/commerce/money';
import { formatDate } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import type { OrderStatusView } from '@/lib/orders/status';
import styles from './OrderStatus.module.css';

const fulfillments = ['unfulfilled', 'in_progress', 'fulfilled', 'not_required'] as const;

/** One order as its buyer sees it: status, delivery, the lines with totals, then each shipment and its tracking. */
export async function OrderStatus({ locale, order }: { locale: Locale; order: OrderStatusView }) {
  const t = await getTranslations({ locale, namespace: 'orders.view' });
  const skuNames: Partial<Record<string, string>> = (await getMessages({ locale })).product.skus;
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  const fulfillment = fulfillments.find((known) => known === order.fulfillmentStatus);
  const totals = (['subtotal', 'discount', 'shipping', 'tax', 'total'] as const).filter(
    (key) => key === 'total' || key === 'subtotal' || order.totals[key] !== 0,
  );
  return (
    <article className={styles.order} data-testid="order-status" aria-labelledby="order-heading">
      <h2 id="order-heading">{t('heading', { number: order.number })}</h2>
      {order.placedAt ? <p>{t('placedOn', { date: formatDate(order.placedAt, locale) })}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('status')}</dt>
        <dd data-testid="order-status-value">{t(`statuses.${order.status}`)}</dd>
        {fulfillment ? (
          <>
            <dt>{t('fulfillment')}</dt>
            <dd>{t(`fulfillments.${fulfillment}`)}</dd>
          </>
        ) : null}
      </dl>
      <h3>{t('items')}</h3>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('item')}</th>
              <th scope="col">{t('quantity')}</th>
              <th scope="col">{t('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {order.lines.map((line) => (
              <tr key={line.skuCode}>
                <td>{skuNames[line.skuCode] ?? line.name}</td>
                <td>{line.quantity}</td>
                <td>{money(line.totalCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            {totals.map((key) => (
              <tr key={key} className={key === 'total' ? styles.total : undefined}>
                <th scope="row" colSpan={2}>
                  {t(key)}
                </th>
                <td>{money(key === 'discount' ? -Math.abs(order.totals[key]) : order.totals[key])}</td>
              </tr>
            ))}
          </tfoot>
        </table>
      </div>
      <h3>{t('shipments')}</h3>
      {order.shipments.length ? (
        <ul className={styles.shipments}>
          {order.shipments.map((shipment) => (
            <li key={shipment.number} data-testid="order-shipment">
              <strong>{t('shipment', { number: shipment.number })}</strong>
              <span>{t(`shipmentStatuses.${shipment.status}`)}</span>
              <span>{shipment.tracking ? t('tracking', { number: shipment.tracking }) : t('noTracking')}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p>{t('noShipments')}</p>
      )}
    </article>
  );
}
