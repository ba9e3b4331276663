import { getMessages, getTranslations } from 'next-intl/server';
import { formatMoney } from '@/lib/markets/money';
import { formatDate } from '@/lib/i18n/formats';
import type { Locale } from '@/lib/i18n/locales';
import type { OrderStatusView } from '@/lib/orders/status';
import styles from './OrderStatus.module.css';

const fulfillments = ['unfulfilled', 'in_progress', 'fulfilled', 'not_required'] as const;

/** One order as its buyer sees it: status, delivery, the lines with totals, then each shipment and its tracking. */
export async function OrderStatus({ locale, order }: { locale: Locale; order: OrderStatusView }) {
  const t = await getTranslations({ locale, namespace: 'orders.view' });
  const taxes = await getTranslations({ locale, namespace: 'orders.taxes' });
  const skuNames: Partial<Record<string, string>> = (await getMessages({ locale })).product.skus;
  const fulfillment = fulfillments.find((known) => known === order.fulfillmentStatus);
  const money = (cents: number) => formatMoney(cents, order.currency, locale);
  // VAT a price holds is part of the total, named after it ("incl. VAT"); VAT added is a part above it.
  const row = (key: keyof OrderStatusView['totals'], label: string, shown = true) => (shown ? [{ key, label }] : []);
  const tax = row('tax', taxes(order.taxLabel), order.totals.tax !== 0 || order.taxLabel === 'export');
  const rows = [
    ...row('subtotal', t('subtotal')),
    ...row('discount', t('discount'), order.totals.discount !== 0),
    ...row('shipping', t('shipping'), order.totals.shipping !== 0),
    ...(order.taxAdded ? tax : []),
    ...row('giftCard', t('giftCard'), order.totals.giftCard !== 0),
    ...row('total', t('total')),
    ...(order.taxAdded ? [] : tax),
  ];
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
            {rows.map(({ key, label }) => (
              <tr key={key} className={key === 'total' ? styles.total : undefined}>
                <th scope="row" colSpan={2}>
                  {label}
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
