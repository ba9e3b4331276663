import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import messages from '@/messages/de.json';
import { contactAction as action, resetActions } from '@/tests/support/server-actions';

// The checks load on first use; loading them here keeps that cost out of each test's wait.
await Promise.all([import('@/components/forms/validation'), import('@/lib/forms/schemas/contact')]);

const key = '3f2c9a4e-8d1b-4c6f-9a2e-5b7d1c3e9f20';
const countries = [
  { code: 'AT', name: 'Österreich' },
  { code: 'DE', name: 'Deutschland' },
];

function renderForm() {
  render(
    <NextIntlClientProvider locale="de" messages={messages}>
      <ContactForm
        locale="de"
        idempotencyKey={key}
        countries={countries}
        links={{ privacy: '/de/datenschutz', terms: '/de/agb', businessTerms: '/de/agb-geschaeftskunden' }}
      />
    </NextIntlClientProvider>,
  );
}

const box = (name: string) => screen.getByRole('textbox', { name });

function fillValid() {
  fireEvent.change(box('Vorname'), { target: { value: 'Eva' } });
  fireEvent.change(box('Nachname'), { target: { value: 'Brandt' } });
  fireEvent.change(box('E-Mail'), { target: { value: 'Eva@Example.com' } });
  fireEvent.change(screen.getByRole('combobox', { name: 'Land' }), { target: { value: 'DE' } });
  fireEvent.change(box('Nachricht'), { target: { value: 'Welcher Filter passt zum Aura von 2024?' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Datenschutzerklärung/ }));
  fireEvent.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
}

describe('ContactForm', { timeout: 30_000 }, () => {
  beforeEach(resetActions);

  it('names the missing fields in German, focuses the first and posts nothing', async () => {
    renderForm();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' })));
    const required = messages.validation.required.replace('{Name}', messages.validation.fields.firstName);
    expect(await screen.findByText(required)).toHaveAttribute('role', 'alert');
    expect(box('Vorname')).toHaveAccessibleDescription(required);
    await waitFor(() => expect(box('Vorname')).toHaveFocus());
    expect(action).not.toHaveBeenCalled();
  });

  it('posts a valid form with its language and idempotency key, then shows and focuses the thanks', async () => {
    action.mockResolvedValue({ status: 'success', message: 'Danke für Ihre Nachricht!' });
    renderForm();
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' })));
    await waitFor(() => expect(action).toHaveBeenCalledTimes(1));
    const data = action.mock.calls[0][1];
    expect(data.get('idempotencyKey')).toBe(key);
    expect(data.get('locale')).toBe('de');
    expect(data.get('kind')).toBe('private');
    expect(data.get('fax')).toBe('');
    const status = await screen.findByTestId('form-status');
    expect(status).toHaveTextContent('Danke für Ihre Nachricht!');
    await waitFor(() => expect(status).toHaveFocus());
  });

  it("shows the server's field error, linked from the summary atop the form, until the field is edited", async () => {
    action.mockResolvedValue({
      status: 'error',
      message: 'Hoppla, es ist ein Fehler aufgetreten.',
      fieldErrors: { email: 'Diese Adresse nehmen wir nicht an.' },
      values: {},
    });
    renderForm();
    fillValid();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Nachricht senden' })));
    const jump = await screen.findByRole('link', { name: 'Diese Adresse nehmen wir nicht an.' });
    expect(jump).toHaveAttribute('href', '#contact-email');
    expect(document.getElementById('contact-email')).toContainElement(box('E-Mail'));
    expect(screen.getByTestId('form-status')).toHaveAttribute('id', 'contact-status');
    expect(box('E-Mail')).toHaveAccessibleDescription('Diese Adresse nehmen wir nicht an.');
    fireEvent.click(jump);
    expect(box('E-Mail')).toHaveFocus();
    fireEvent.change(box('E-Mail'), { target: { value: 'eva@example.org' } });
    await waitFor(() => expect(screen.queryByText('Diese Adresse nehmen wir nicht an.')).toBeNull());
  });
});
