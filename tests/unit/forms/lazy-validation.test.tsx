import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactNode } from 'react';
import type { FormState } from '@/lib/forms/form-state';
import { contactAction, newsletterAction, registrationAction, resetActions } from '@/tests/support/server-actions';
import messages from '@/messages/it.json';

const created = vi.hoisted(() => vi.fn<(validation: Promise<unknown>) => void>());
vi.mock('@/components/forms/validation', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/components/forms/validation')>();
  return {
    ...actual,
    createValidation: (...args: Parameters<typeof actual.createValidation>) => {
      const validation = actual.createValidation(...args);
      created(validation);
      return validation;
    },
  };
});

const { NewsletterForm } = await import('@/components/forms/NewsletterForm');
const { ContactForm } = await import('@/components/forms/ContactForm');
const { RegistrationForm } = await import('@/components/forms/RegistrationForm');
await Promise.all(['newsletter', 'contact', 'registration'].map((name) => import(`@/lib/forms/schemas/${name}.ts`)));

const posted = () => [newsletterAction, contactAction, registrationAction].flatMap((handle) => handle.mock.calls);
const form = {
  locale: 'it' as const,
  idempotencyKey: '3f2c9a4e-8d1b-4c6f-9a2e-5b7d1c3e9f20',
  countries: [{ code: 'IT', name: 'Italia' }],
};
const inItalian = (ui: ReactNode) =>
  render(
    <NextIntlClientProvider locale="it" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );

describe('validation loaded on first use', { timeout: 30_000 }, () => {
  beforeEach(() => {
    resetActions();
    created.mockReset();
  });

  it('loads the checks on the first focus only, keeps what was typed and checks a field once left', async () => {
    inItalian(<NewsletterForm {...form} privacyHref="/it/informativa-privacy" variant="block" />);
    const email = screen.getByRole('textbox', { name: /E-mail/i });
    expect(created).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.focus(email);
      fireEvent.change(email, { target: { value: 'non-una-email' } });
    });
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await act(async () => {
      await created.mock.calls[0][0];
    });
    fireEvent.focus(screen.getByRole('combobox'));
    expect(created).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.blur(email));
    const name = messages.validation.fields.email;
    const invalid = messages.validation.email
      .replace(/\{name\}/g, name)
      .replace(/\{Name\}/g, name.charAt(0).toUpperCase() + name.slice(1));
    await waitFor(() => expect(email).toHaveAccessibleDescription(invalid));
    expect(email).toHaveValue('non-una-email');
    expect(posted()).toEqual([]);
  });

  it('posts what the screen shows when a choice reached no listener while the checks were loading', async () => {
    newsletterAction.mockResolvedValue({ status: 'success', message: 'ok' } as FormState);
    inItalian(<NewsletterForm {...form} privacyHref="/it/informativa-privacy" variant="block" />);
    const email = screen.getByRole('textbox', { name: /E-mail/i });
    await act(async () => {
      fireEvent.focus(email);
      fireEvent.change(email, { target: { value: 'anna@example.it' } });
    });
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await act(async () => {
      await created.mock.calls[0][0];
    });
    const country = screen.getByRole<HTMLSelectElement>('combobox');
    country.value = 'IT';
    await act(async () => fireEvent.click(screen.getByRole('checkbox')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.forms.newsletter.submit })));
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0][1].get('country')).toBe('IT');
    expect(country).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps a choice made while the checks were loading', async () => {
    inItalian(<ContactForm {...form} links={{ privacy: '/p', terms: '/t', businessTerms: '/b' }} />);
    const business = screen.getByRole('radio', { name: messages.forms.contact.business });
    await act(async () => {
      fireEvent.focus(business);
      fireEvent.click(business);
    });
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await act(async () => {
      await created.mock.calls[0][0];
    });
    expect(business).toBeChecked();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.forms.contact.submit })));
    const company = screen.getByRole('textbox', { name: new RegExp(messages.forms.contact.company) });
    await waitFor(() => expect(company).toHaveAttribute('aria-invalid', 'true'));
    expect(posted()).toEqual([]);
  });

  it('shows the error of a field left by pressing the privacy box only once the press is over (issue 39)', async () => {
    inItalian(<RegistrationForm {...form} privacyHref="/p" guideHref="/g" products={[]} />);
    const code = screen.getByRole('textbox', { name: messages.forms.registration.warrantyCode });
    const privacy = screen.getByRole('checkbox');
    await act(async () => {
      fireEvent.focus(code);
      fireEvent.change(code, { target: { value: 'NOT-A-CODE' } });
    });
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await act(async () => {
      await created.mock.calls[0][0];
    });
    const invalid = messages.validation.warrantyCode;
    await act(async () => {
      fireEvent.pointerDown(privacy);
      fireEvent.blur(code);
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // Nothing moved under the pointer: the error that pushes the box down waits for the release.
    expect(code).not.toHaveAccessibleDescription(expect.stringContaining(invalid));
    await act(async () => {
      fireEvent.pointerUp(privacy);
      fireEvent.click(privacy);
    });
    expect(privacy).toBeChecked();
    await waitFor(() => expect(code).toHaveAccessibleDescription(expect.stringContaining(invalid)));
  });

  it('checks the whole registration form on a submit that loads the checks, and posts nothing', async () => {
    inItalian(<RegistrationForm {...form} privacyHref="/p" guideHref="/g" products={[]} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: messages.forms.registration.submit })));
    const firstName = screen.getByRole('textbox', { name: messages.forms.common.firstName });
    await waitFor(() => expect(firstName).toHaveFocus());
    for (const name of [messages.forms.common.email, messages.forms.common.country])
      expect(
        screen.getByRole(name === messages.forms.common.country ? 'combobox' : 'textbox', {
          name: new RegExp(`^${name}`),
        }),
      ).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: messages.forms.common.phone })).not.toHaveAttribute('aria-invalid');
    expect(posted()).toEqual([]);
  });
});
