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

  it('escape what the visitor typed in the HTML part of the support mail and keep it verbatim in the text part', () => {
    const message = '<script>alert("x")</script>\nSecond line & more';
    const mail = renderMail('contact-support', 'it', {
      reference: 'C-0A1B2C3D',
      kind: 'private',
      name: 'Luca Bianchi',
      email: 'luca@test.example',
      country: 'IT',
      language: 'it',
      message,
    });
    expect(mail.text).toContain(message);
    expect(mail.text).toContain('C-0A1B2C3D');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;<br>Second line &amp; more');
    const greeting = renderMail('registration-confirmation', 'it', {
      firstName: 'Luca',
      product: 'Freshly',
      serial: 'FR-1',
      years: '2',
      extended: 'no',
    });
    expect(greeting.text.startsWith('Ciao Luca,')).toBe(true);
  });

  it('give the visitor a receipt with the reference and the reply time, and nothing they wrote', () => {
    const mail = renderMail('contact-copy', 'it', { reference: 'C-0A1B2C3D' });
    expect(mail.text).toBe(
      [
        'Ciao,',
        'Grazie per averci contattato. Il tuo messaggio è arrivato; il suo riferimento è C-0A1B2C3D.',
        'Rispondiamo dal lunedì al venerdì entro 24–72 ore. Se ci scrivi di nuovo a questo proposito, indica il riferimento.',
        'Il team Viridea',
      ].join('\n\n') + `\n\n${mail.text.split('\n\n').at(-1)}`,
    );
  });

  it('name the extended warranty and fall back to English for an unknown locale', () => {
    const data = { firstName: 'Jonas', product: 'Freshly', serial: 'FR-2025-004217', years: '3', extended: 'yes' };
    expect(renderMail('registration-confirmation', 'de', data).text).toContain('Garantie gilt jetzt 3 Jahre');
    expect(renderMail('registration-confirmation', 'fr', data).subject).toBe('Your Viridea product is registered');
  });
});
