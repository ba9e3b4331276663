import { describe, expect, it } from 'vitest';
import { renderMail } from '@/lib/mail/templates';

const confirmUrl = 'https://shop.test/de/newsletter/bestaetigen?token=abc';

describe('mail templates', () => {
  it('render the confirmation in the subscriber language with the link in both parts', () => {
    const subjects = (['en', 'de', 'it'] as const).map((locale) => {
      const mail = renderMail('newsletter-confirm', locale, { confirmUrl });
      expect(mail.text).toContain(confirmUrl);
      expect(mail.html).toContain(`href="${confirmUrl}"`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
      return mail.subject;
    });
    expect(subjects).toEqual([
      'Please confirm your Viridea newsletter subscription',
      'Bitte bestätigen Sie Ihre Anmeldung zum Viridea-Newsletter',
      'Conferma la tua iscrizione alla newsletter Viridea',
    ]);
  });

  it('escape what the visitor typed in the HTML part and keep it verbatim in the text part', () => {
    const message = '<script>alert("x")</script>\nSecond line & more';
    const mail = renderMail('contact-copy', 'it', { firstName: 'Luca', message });
    expect(mail.text).toContain(message);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Second line &amp; more');
    expect(mail.text.startsWith('Ciao Luca,')).toBe(true);
  });

  it('name the extended warranty and fall back to English for an unknown locale', () => {
    const data = { firstName: 'Jonas', product: 'Freshly', serial: 'FR-2025-004217', years: '3', extended: 'yes' };
    expect(renderMail('registration-confirmation', 'de', data).text).toContain('Garantie gilt jetzt 3 Jahre');
    expect(renderMail('registration-confirmation', 'fr', data).subject).toBe('Your Viridea product is registered');
  });
});
