import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Notice } from '@/components/ui/Notice';

describe('Notice', () => {
  it('an error is an alert', () => {
    render(<Notice tone="error">The shop cannot be reached.</Notice>);
    expect(screen.getByRole('alert')).toHaveTextContent('The shop cannot be reached.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it.each(['success', 'info'] as const)('a %s notice is a status message', (tone) => {
    render(<Notice tone={tone}>Saved.</Notice>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps a test id and extra class', () => {
    render(
      <Notice tone="info" className="wide" data-testid="note">
        Hello
      </Notice>,
    );
    expect(screen.getByTestId('note')).toHaveClass('wide');
  });
});
