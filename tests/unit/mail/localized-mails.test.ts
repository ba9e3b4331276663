import { describe, expect, it } from 'vitest';
import { renderMail } from '@/lib/mail/templates';
import type { Locale } from '@/lib/i18n/locales';
import en from '@/messages/en.json';
import de from '@/messages/de.json';
import itMessages from '@/messages/it.json';

// The e2e mail round trips (tests/e2e/forms) run each in one locale; every visitor mail renders in all three here.
const all = { en, de, it: itMessages };

describe.each(Object.keys(all) as Locale[])('the visitor mails in %s', (locale) => {
  const subjects = all[locale].mail;

  it('carry the subject and language of the visitor', () => {
    const mails = [
      [
        renderMail('newsletter-confirm', locale, { confirmUrl: 'https://shop.test/c?token=t' }),
        subjects.newsletterConfirm,
      ],
      [renderMail('newsletter-welcome', locale, { couponCode: 'WELCOME10' }), subjects.newsletterWelcome],
      [renderMail('contact-copy', locale, { reference: 'C-0A1B2C3D' }), subjects.contactCopy],
      [
        renderMail('registration-confirmation', locale, {
          firstName: 'Jonas',
          product: 'Freshly',
          serial: 'FR-2025-004217',
          years: '3',
          extended: 'no',
        }),
        subjects.registrationConfirmation,
      ],
    ] as const;
    for (const [mail, copy] of mails) {
      expect(mail.subject).toBe(copy.subject);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    }
    expect(mails[1][0].text).toContain('WELCOME10');
    expect(mails[2][0].text).toContain(subjects.contactCopy.intro.replace('{reference}', 'C-0A1B2C3D'));
    expect(mails[2][0].text).toContain(subjects.contactCopy.reply);
  });
});
