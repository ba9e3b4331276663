import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '@/components/ui/Checkbox';
import { Select } from '@/components/ui/Select';

describe('Checkbox', () => {
  it('is labelled, toggles and reports changes', () => {
    const onChange = vi.fn();
    render(<Checkbox label="Send me the newsletter" name="newsletter" onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: 'Send me the newsletter' });
    expect(box).not.toBeChecked();
    expect(box).not.toHaveAttribute('aria-invalid');
    fireEvent.click(box);
    expect(box).toBeChecked();
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('wires hint and error and marks a required box', () => {
    render(<Checkbox label="I accept the terms" required hint="Read them first." error="Please accept the terms." />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Read them first. Please accept the terms.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept the terms.');
  });
});

describe('Select', () => {
  const options = [
    { value: 'IT', label: 'Italy' },
    { value: 'DE', label: 'Germany' },
  ];

  it('is a labelled combobox with the given options and passes its props to the select', () => {
    const onChange = vi.fn();
    render(<Select label="Country" options={options} value="IT" onChange={onChange} data-testid="country" />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toHaveValue('IT');
    expect(select).toHaveAttribute('data-testid', 'country');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Italy', 'Germany']);
    fireEvent.change(select, { target: { value: 'DE' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('shows the error and marks the select invalid and required', () => {
    render(<Select label="Country" options={options} defaultValue="" required error="Choose a country." />);
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeRequired();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Choose a country.');
  });
});
