import type { ReactNode } from 'react';
import styles from './PaymentLogos.module.css';

const font = { fontFamily: 'Arial, Helvetica, sans-serif', fontWeight: 700, textAnchor: 'middle' } as const;

function Badge({ fill = '#fff', children }: { fill?: string; children: ReactNode }) {
  return (
    <>
      <rect x="0.5" y="0.5" width="47" height="29" rx="4" fill={fill} stroke="#d0d5dd" />
      {children}
    </>
  );
}

/** Brand marks drawn in the page itself: no third-party host (and no extra request) sees the visitor. */
const logos: { name: string; mark: ReactNode }[] = [
  {
    name: 'Visa',
    mark: (
      <Badge>
        <text x="24" y="20" fill="#1a1f71" fontSize="12" fontStyle="italic" {...font}>
          VISA
        </text>
      </Badge>
    ),
  },
  {
    name: 'Mastercard',
    mark: (
      <Badge>
        <circle cx="19" cy="15" r="8" fill="#eb001b" />
        <circle cx="29" cy="15" r="8" fill="#f79e1b" />
        <path d="M24 8.8a8 8 0 0 1 0 12.4 8 8 0 0 1 0-12.4z" fill="#ff5f00" />
      </Badge>
    ),
  },
  {
    name: 'American Express',
    mark: (
      <Badge fill="#016fd0">
        <text x="24" y="19" fill="#fff" fontSize="9" {...font}>
          AMEX
        </text>
      </Badge>
    ),
  },
  {
    name: 'PayPal',
    mark: (
      <Badge>
        <text x="24" y="19" fontSize="10" fontStyle="italic" {...font}>
          <tspan fill="#003087">Pay</tspan>
          <tspan fill="#009cde">Pal</tspan>
        </text>
      </Badge>
    ),
  },
  {
    name: 'Klarna',
    mark: (
      <Badge fill="#ffb3c7">
        <text x="24" y="19" fill="#0b051d" fontSize="10" {...font}>
          Klarna.
        </text>
      </Badge>
    ),
  },
  {
    name: 'SEPA',
    mark: (
      <Badge>
        <text x="24" y="19" fill="#10298e" fontSize="10" {...font}>
          SEPA
        </text>
      </Badge>
    ),
  },
];

/** A row of accepted payment methods, each an image named by its brand. */
export function PaymentLogos({ label }: { label: string }) {
  return (
    <ul className={styles.logos} aria-label={label} data-testid="payment-logos">
      {logos.map((logo) => (
        <li key={logo.name}>
          <svg role="img" aria-label={logo.name} viewBox="0 0 48 30" width="48" height="30">
            {logo.mark}
          </svg>
        </li>
      ))}
    </ul>
  );
}
