import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { ReviewSummary } from '@/components/product/ReviewSummary';
import de from '@/messages/de.json';
import en from '@/messages/en.json';

describe('ReviewSummary', () => {
  it("states the average in the visitor's number format and the count, stars hidden from screen readers", () => {
    const { container } = render(
      <NextIntlClientProvider locale="de" messages={de}>
        <ReviewSummary summary={{ count: 5, average: 4.8 }} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(/4,8 von 5 Sternen aus 5 Bewertungen/)).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('★★★★★');
  });

  it('writes one review in the singular and rounds the stars', () => {
    const { container } = render(
      <NextIntlClientProvider locale="en" messages={en}>
        <ReviewSummary summary={{ count: 1, average: 4.4 }} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(/4.4 out of 5 stars from 1 review$/)).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')?.textContent).toBe('★★★★☆');
  });
});
