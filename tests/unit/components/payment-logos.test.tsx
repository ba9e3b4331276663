import { readFileSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentLogos } from '@/components/product/PaymentLogos';
import styles from '@/components/product/PaymentLogos.module.css';

// Each brand and the stylesheet rule that draws it.
const brands = {
  Visa: 'visa',
  Mastercard: 'mastercard',
  'American Express': 'amex',
  PayPal: 'paypal',
  Klarna: 'klarna',
  SEPA: 'sepa',
} as const;
const stylesheet = readFileSync('components/product/PaymentLogos.module.css', 'utf8');

describe('PaymentLogos', () => {
  it('names each brand as an image of one element, drawn by the stylesheet without a request', () => {
    const { container } = render(<PaymentLogos label="Accepted payment methods" />);
    const list = screen.getByRole('list', { name: 'Accepted payment methods' });
    const marks = within(list).getAllByRole('img');
    expect(marks.map((mark) => mark.getAttribute('aria-label'))).toEqual(Object.keys(brands));
    // Four buy boxes on the home page drew 17 SVG elements per box: each mark is now a single element.
    expect(container.querySelectorAll('svg')).toHaveLength(0);
    expect(list.querySelectorAll('*')).toHaveLength(Object.keys(brands).length * 2);
    for (const mark of marks) {
      expect(mark.childNodes).toHaveLength(0);
      const rule = brands[mark.getAttribute('aria-label') as keyof typeof brands];
      expect(mark.classList.contains(styles[rule]!)).toBe(true);
      const drawing = new RegExp(
        `\\.${rule} \\{\\s*background-image: url\\("data:image/svg\\+xml,(<svg .*?</svg>)"\\);`,
      );
      const svg = new DOMParser().parseFromString(decodeURIComponent(stylesheet.match(drawing)![1]!), 'image/svg+xml');
      expect(svg.querySelector('parsererror')).toBeNull();
      expect(svg.documentElement.getAttribute('viewBox')).toBe('0 0 48 30');
    }
  });
});
