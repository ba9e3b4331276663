import { fireEvent, render } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SavingsCalculatorForm } from '@/components/savings/SavingsCalculatorForm';
import { figuresOf } from '@/lib/savings/format';
import { readSavingsForm } from '@/lib/savings/input';
import de from '@/messages/de.json';

const clean = (text: string | null) => text?.replace(/[\u00a0\u202f\u2009]/g, ' ');

function renderForm() {
  const initial = readSavingsForm({});
  // What the server renders: the first figures formatted there.
  const initialFigures = figuresOf(initial, 129, 'EUR', 'de');
  const formatter = vi.spyOn(Intl, 'NumberFormat');
  render(
    <NextIntlClientProvider locale="de" messages={de}>
      <SavingsCalculatorForm
        locale="de"
        action="/de/spar-rechner"
        initialValues={initial.values}
        initialFigures={initialFigures}
        currency="EUR"
        price={129}
        formattedPrice="129,00 €"
      />
    </NextIntlClientProvider>,
  );
  return { initialFigures, formatter };
}

const saved = () => clean(document.querySelector('[data-savings="saved"]')!.textContent);

describe('the savings calculator in the browser', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the figures the server formatted and builds no number formatter to hydrate', () => {
    const { initialFigures, formatter } = renderForm();
    expect(saved()).toBe(clean(initialFigures!.savedMoney));
    expect(clean(document.querySelector('[data-savings="co2"]')!.textContent)).toContain(clean(initialFigures!.co2Kg));
    // The browser's first Intl.NumberFormat loads ICU's number data: about 60 ms at 4x CPU while hydrating (ADR 0080).
    expect(formatter).not.toHaveBeenCalled();
  });

  it('formats the figures itself once a value changes', () => {
    const { initialFigures, formatter } = renderForm();
    formatter.mockRestore();
    const before = saved();
    fireEvent.change(document.querySelector('[data-savings-input="spend"]')!, { target: { value: '250' } });
    expect(saved()).not.toBe(before);
    expect(saved()).toBe(clean(figuresOf(readSavingsForm({ spend: '250' }), 129, 'EUR', 'de')!.savedMoney));
    expect(initialFigures).not.toBeNull();
  });
});
