import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { beforeAll, describe, expect, it } from 'vitest';
import { ContactForm } from '@/components/forms/ContactForm';
import { NewsletterForm } from '@/components/forms/NewsletterForm';
import { RegistrationForm } from '@/components/forms/RegistrationForm';
import type { Locale } from '@/lib/i18n/locales';
import { pathFor } from '@/lib/routes/paths';
import enMessages from '@/messages/en.json';
import deMessages from '@/messages/de.json';
import itMessages from '@/messages/it.json';
import { contactAction, newsletterAction, registrationAction, resetActions } from '@/tests/support/server-actions';

// The e2e form journeys run each in one locale; this proves each form's labels and client-side messages in all three.
const posted = () => [newsletterAction, contactAction, registrationAction].flatMap((handle) => handle.mock.calls);
await Promise.all([import('@/components/forms/validation'), import('@/lib/forms/schemas/contact')]);
await Promise.all(['newsletter', 'registration'].map((name) => import(`@/lib/forms/schemas/${name}.ts`)));

const all = { en: enMessages, de: deMessages, it: itMessages };
const locales = Object.keys(all) as Locale[];

/** The §5 wording of a failed rule for a field in `locale`. */
function ruleMessage(locale: Locale, rule: 'required', field: string): string {
  const v = all[locale].validation;
  const name = (v.fields as Record<string, string>)[field] ?? field;
  return v[rule].replace(/\{name\}/g, name).replace(/\{Name\}/g, name.charAt(0).toUpperCase() + name.slice(1));
}

function renderIn(locale: Locale, form: 'contact' | 'newsletter' | 'registration') {
  const props = {
    locale,
    idempotencyKey: '3f2c9a4e-8d1b-4c6f-9a2e-5b7d1c3e9f20',
    countries: [{ code: 'IT', name: 'IT' }],
  };
  const ui = {
    contact: <ContactForm {...props} links={{ privacy: '/p', terms: '/t', businessTerms: '/b' }} />,
    newsletter: <NewsletterForm {...props} privacyHref="/p" variant="block" />,
    registration: <RegistrationForm {...props} privacyHref="/p" guideHref="/g" products={[]} />,
  }[form];
  render(
    <NextIntlClientProvider locale={locale} messages={all[locale]}>
      {ui}
    </NextIntlClientProvider>,
  );
}

const submit = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

beforeAll(resetActions);

describe.each(locales)('forms in %s', { timeout: 30_000 }, (locale) => {
  const m = all[locale].forms;

  it('the contact form is labelled in this language and names the missing fields in it', async () => {
    renderIn(locale, 'contact');
    for (const label of [m.common.firstName, m.common.lastName, m.common.email, m.contact.message]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('radio', { name: m.contact.business })).toBeInTheDocument();
    await submit(m.contact.submit);
    expect(await screen.findByText(ruleMessage(locale, 'required', 'firstName'))).toBeInTheDocument();
    expect(screen.getByText(ruleMessage(locale, 'required', 'email'))).toBeInTheDocument();
    expect(posted()).toEqual([]);
  });

  it('the newsletter block names the missing email and country in this language', async () => {
    renderIn(locale, 'newsletter');
    expect(screen.getByRole('textbox', { name: m.common.email })).toBeInTheDocument();
    await submit(m.newsletter.submit);
    expect(await screen.findByText(ruleMessage(locale, 'required', 'email'))).toBeInTheDocument();
    expect(screen.getByText(ruleMessage(locale, 'required', 'country'))).toBeInTheDocument();
  });

  it('the registration form is labelled in this language and names the missing serial number in it', async () => {
    renderIn(locale, 'registration');
    for (const label of [m.registration.serialNumber, m.registration.otherStore, m.registration.warrantyCode]) {
      expect(screen.getByRole('textbox', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('combobox', { name: m.registration.store })).toBeInTheDocument();
    await submit(m.registration.submit);
    expect(await screen.findByText(ruleMessage(locale, 'required', 'serialNumber'))).toBeInTheDocument();
  });
});

describe('form routes per locale', () => {
  it('are the localized slugs the e2e journeys and the registration guide link use', () => {
    const table = {
      '/contact': ['/contact', '/de/kontakt', '/it/contatti'],
      '/account/product-registration': [
        '/account/product-registration',
        '/de/konto/produktregistrierung',
        '/it/account/registrazione-prodotto',
      ],
      '/newsletter/confirm': ['/newsletter/confirm', '/de/newsletter/bestaetigen', '/it/newsletter/conferma'],
      '/freshly/onboarding': ['/freshly/onboarding', '/de/freshly/einrichtung', '/it/freshly/configurazione'],
    } as const;
    for (const [pathname, expected] of Object.entries(table)) {
      const actual = locales.map((locale) => pathFor(locale, { pathname: pathname as keyof typeof table }));
      expect(actual, pathname).toEqual(expected);
    }
  });
});
