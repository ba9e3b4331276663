import { useTranslations } from 'next-intl';

const methods = ['card', 'paypal', 'instalments', 'payLater', 'transfer'] as const;

export function PaymentMethods() {
  const t = useTranslations('cart.payments');
  return (
    <section className="payment-methods" aria-labelledby="payment-methods-title">
      <h2 id="payment-methods-title">{t('title')}</h2>
      <ul>
        {methods.map((method) => (
          <li key={method} data-payment-method={method}>
            {t(method)}
          </li>
        ))}
      </ul>
    </section>
  );
}
