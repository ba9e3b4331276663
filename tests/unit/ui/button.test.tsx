import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/Button';

describe('Button', () => {
  it('is a plain button by default, styled like the site buttons', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('btn');
    expect(button).not.toHaveAttribute('aria-busy');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while pending is busy, disabled, ignores clicks and shows the pending label', () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" pending pendingLabel="Saving…" onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Saving…' });
    expect(button).toHaveAttribute('type', 'submit');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps its label while pending when no pending label is given', () => {
    render(
      <Button variant="secondary" pending>
        Apply
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Apply' })).toHaveClass('btn', 'btn-secondary');
  });

  it('is disabled without being busy when told so', () => {
    render(<Button disabled>Apply</Button>);
    const button = screen.getByRole('button', { name: 'Apply' });
    expect(button).toBeDisabled();
    expect(button).not.toHaveAttribute('aria-busy');
  });

  it('the link variant drops the site button style', () => {
    render(<Button variant="link">Remove</Button>);
    expect(screen.getByRole('button', { name: 'Remove' })).not.toHaveClass('btn');
  });
});
