import { describe, expect, it } from 'vitest';
import { renderMail } from '@/lib/mail/templates';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

const languages = [
  ['en', en, '/referral/dashboard'],
  ['de', de, '/de/freunde-werben/dashboard'],
  ['it', it_, '/it/invita-amici/dashboard'],
] as const;

describe('the join confirmation mail in every language', () => {
  it.each(languages)(
    '%s: asks the address owner to confirm, anonymously, with the link and its lifetime',
    (locale, m, dashboard) => {
      const confirmUrl = `https://shop.test${dashboard}?join=sealed`;
      const mail = renderMail('referral-join-confirm', locale, { confirmUrl, hours: '24' });
      const copy = m.referral.mail.joinConfirm;
      expect(mail.subject).toBe(copy.subject);
      expect(mail.text).toContain(copy.intro.replace('{hours}', '24'));
      expect(mail.text.startsWith(`${m.mail.greetingAnonymous}\n\n`)).toBe(true);
      expect(mail.html).toContain(`href="${confirmUrl}"`);
      expect(mail.html).toContain(`<html lang="${locale}">`);
    },
  );
});
