import { describe, expect, it } from 'vitest';
import { renderMail } from '@/lib/mail/templates';

describe('referral mails', () => {
  it('sends the sign-in link with its lifetime in the member language', () => {
    const mail = renderMail('referral-sign-in', 'de', {
      firstName: 'Maria',
      signInUrl: 'https://shop.test/de/empfehlung?token=abc',
      minutes: '15',
    });
    expect(mail.subject).toContain('Anmeldelink');
    expect(mail.text).toContain('15 Minuten');
    expect(mail.html).toContain('href="https://shop.test/de/empfehlung?token=abc"');
  });

  it('invites an unknown address to join, in Italian', () => {
    const mail = renderMail('referral-sign-up', 'it', { joinUrl: 'https://shop.test/it/invita' });
    expect(mail.subject).toContain('Partecipa');
    expect(mail.text).toContain('https://shop.test/it/invita');
  });

  it('gives the voucher code and balance', () => {
    const mail = renderMail('referral-voucher', 'en', {
      firstName: 'Maria',
      giftCardCode: 'GC-1234',
      balance: '€40.00',
      reward: '€20.00',
      dashboardUrl: 'https://shop.test/en/referral/dashboard',
    });
    expect(mail.text).toContain('GC-1234');
    expect(mail.text).toContain('€40.00');
    expect(mail.text).toContain('€20.00');
  });
});
