import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Field } from '@/components/ui/Field';

describe('Field', () => {
  it('labels the control and leaves it valid and undescribed without hint or error', () => {
    render(<Field label="Email">{(control) => <input {...control} />}</Field>);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
    expect(input).not.toHaveAttribute('aria-required');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('describes the control by its hint and error and marks it invalid', () => {
    render(
      <Field label="Email" hint="We never share it." error="Enter a valid address.">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('We never share it. Enter a valid address.');
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a valid address.');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(screen.getByRole('alert').id);
  });

  it('marks a required field for assistive tech and shows a marker that is not read out', () => {
    render(
      <Field label="Name" required>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByRole('textbox', { name: 'Name' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('keeps a hidden label as the accessible name and renders inline controls beside the input', () => {
    render(
      <Field label="Quantity of Aura" hideLabel>
        {(control) => (
          <>
            <input {...control} type="number" />
            <button type="button">+</button>
          </>
        )}
      </Field>,
    );
    expect(screen.getByRole('spinbutton', { name: 'Quantity of Aura' })).toBeInTheDocument();
    expect(screen.getByText('Quantity of Aura')).toHaveClass('visually-hidden');
    expect(screen.getByRole('button', { name: '+' })).toBeInTheDocument();
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <Field label="First">{(control) => <input {...control} />}</Field>
        <Field label="Second">{(control) => <input {...control} />}</Field>
      </>,
    );
    expect(screen.getByLabelText('First').id).not.toBe(screen.getByLabelText('Second').id);
  });
});
