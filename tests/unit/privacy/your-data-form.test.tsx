import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it } from 'vitest';
import { YourDataForm } from '@/components/privacy/YourDataForm';
import type { Locale } from '@/lib/i18n/locales';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';
import { privacyRequestAction as action, resetActions } from '@/tests/support/server-actions';

await Promise.all([import('@/components/forms/validation'), import('@/lib/privacy/schema')]);

const catalogues = { en, de, it: it_ } as const;
const key = '3f2c9a4e-8d1b-4c6f-9a2e-5b7d1c3e9f20';

function renderForm(locale: Locale) {
  render(
    <NextIntlClientProvider locale={locale} messages={catalogues[locale]}>
      <YourDataForm locale={locale} idempotencyKey={key} />
    </NextIntlClientProvider>,
  );
}

describe('YourDataForm', { timeout: 30_000 }, () => {
  beforeEach(resetActions);

  it.each(['en', 'de', 'it'] as const)(
    'asks in %s for an address and a copy or the erasure, then shows the answer',
    async (locale) => {
      const m = catalogues[locale];
      action.mockResolvedValue({ status: 'success', message: m.privacy.form.checkInbox });
      renderForm(locale);
      const form = screen.getByTestId('your-data-form');
      expect(form.tagName).toBe('FORM');
      expect(screen.getByRole('radio', { name: m.privacy.form.export })).toBeChecked();
      fireEvent.change(screen.getByRole('textbox', { name: m.forms.common.email }), {
        target: { value: 'someone@example.com' },
      });
      fireEvent.click(screen.getByRole('radio', { name: m.privacy.form.erase }));
      await act(async () => fireEvent.click(screen.getByRole('button', { name: m.privacy.form.submit })));
      expect(action).toHaveBeenCalledTimes(1);
      const data = action.mock.calls[0][1];
      expect(Object.fromEntries(['email', 'kind', 'locale', 'idempotencyKey'].map((n) => [n, data.get(n)]))).toEqual({
        email: 'someone@example.com',
        kind: 'erase',
        locale,
        idempotencyKey: key,
      });
      expect(await screen.findByText(m.privacy.form.checkInbox)).toBeInTheDocument();
    },
  );

  it('keeps the neutral answer free of the address: the same text for any email', () => {
    for (const m of Object.values(catalogues)) {
      expect(m.privacy.form.checkInbox).not.toMatch(/\{/);
      expect(m.privacy.confirm.done.export).not.toMatch(/\{/);
    }
  });
});
