import styles from './PaymentLogos.module.css';

/**
 * Brand marks drawn from the stylesheet (PaymentLogos.module.css): no third-party host and no extra request sees the
 * visitor, and a page with several buy boxes lays out one element per mark instead of an inline SVG tree each.
 */
const logos = [
  { name: 'Visa', className: styles.visa },
  { name: 'Mastercard', className: styles.mastercard },
  { name: 'American Express', className: styles.amex },
  { name: 'PayPal', className: styles.paypal },
  { name: 'Klarna', className: styles.klarna },
  { name: 'SEPA', className: styles.sepa },
];

/** A row of accepted payment methods, each an image named by its brand. */
export function PaymentLogos({ label }: { label: string }) {
  return (
    <ul className={styles.logos} aria-label={label} data-testid="payment-logos">
      {logos.map((logo) => (
        <li key={logo.name}>
          <span role="img" aria-label={logo.name} className={`${styles.logo} ${logo.className}`} />
        </li>
      ))}
    </ul>
  );
}
