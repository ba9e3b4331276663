import styles from './PaymentLogos.module.css';

/** Brand marks served from the site itself (public/payments): no third-party host sees the visitor. */
const logos = [
  { file: 'visa', name: 'Visa' },
  { file: 'mastercard', name: 'Mastercard' },
  { file: 'amex', name: 'American Express' },
  { file: 'paypal', name: 'PayPal' },
  { file: 'klarna', name: 'Klarna' },
  { file: 'sepa', name: 'SEPA' },
] as const;

/** A row of accepted payment methods, each an image named by its brand. */
export function PaymentLogos({ label }: { label: string }) {
  return (
    <ul className={styles.logos} aria-label={label} data-testid="payment-logos">
      {logos.map((logo) => (
        <li key={logo.file}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a 1 kB local SVG needs no optimizer */}
          <img src={`/payments/${logo.file}.svg`} alt={logo.name} width={48} height={30} loading="lazy" />
        </li>
      ))}
    </ul>
  );
}
