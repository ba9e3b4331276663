import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import { CouponForm } from '@/components/cart/CouponForm';
import messages from '@/messages/en.json';

type Callback = () => Promise<string | undefined>;

function renderForm({
  appliedCode,
  onApply = vi.fn(async () => undefined),
  onRemove = vi.fn(async () => undefined),
}: { appliedCode?: string; onApply?: (code: string) => Promise<string | undefined>; onRemove?: Callback } = {}) {
  render(
    <NextIntlClientProvider locale="en" messages={messages}>
      <CouponForm appliedCode={appliedCode} disabled={false} onApply={onApply} onRemove={onRemove} />
    </NextIntlClientProvider>,
  );
}

describe('CouponForm', () => {
  it('cannot be submitted empty', () => {
    renderForm();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: '   ' } });
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('sends the trimmed, upper-cased code and clears the field when it applies', async () => {
    const onApply = vi.fn(async () => undefined);
    renderForm({ onApply });
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: ' welcome10 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(onApply).toHaveBeenCalledWith('WELCOME10');
    await waitFor(() => expect(screen.getByLabelText('Discount code')).toHaveValue(''));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("shows the route handler's message under the field, wired to the input", async () => {
    const onApply = vi.fn(async () => 'This discount code is not valid.');
    renderForm({ onApply });
    const input = screen.getByLabelText('Discount code');
    fireEvent.change(input, { target: { value: 'nope' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(await screen.findByTestId('coupon-error')).toHaveTextContent('This discount code is not valid.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('This discount code is not valid.');
    expect(input).toHaveValue('nope');
  });

  it('is busy while the code is being checked', async () => {
    let finish: (value: string | undefined) => void = () => {};
    const onApply = vi.fn(() => new Promise<string | undefined>((resolve) => (finish = resolve)));
    renderForm({ onApply });
    fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: 'welcome10' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Apply' })));
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveAttribute('aria-busy', 'true');
    await act(async () => finish(undefined));
    expect(screen.getByRole('button', { name: 'Apply' })).not.toHaveAttribute('aria-busy');
  });

  it('offers to remove an applied code and shows a failure as an alert', async () => {
    const onRemove = vi.fn(async () => 'The shop cannot be reached right now.');
    renderForm({ appliedCode: 'WELCOME10', onRemove });
    expect(screen.getByTestId('coupon-applied')).toHaveTextContent('Discount code WELCOME10 applied.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove code WELCOME10' })));
    expect(screen.getByRole('alert')).toHaveTextContent('The shop cannot be reached right now.');
  });
});
