import { describe, expect, it } from 'vitest';
import { renderMail } from '@/lib/mail/templates';
import { pathFor } from '@/lib/routes/paths';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import it_ from '@/messages/it.json';

const languages = [
  ['en', en, '/referral', '/referral/dashboard'],
  ['de', de, '/de/freunde-werben', '/de/freunde-werben/dashboard'],
  ['it', it_, '/it/invita-amici', '/it/invita-amici/dashboard'],
] as const;

describe('referral mails in every language', () => {
  it.each(languages)(
    '%s: the invitation and the sign-in link lead to that language’s pages',
    (locale, m, join, dashboard) => {
      expect(pathFor(locale, { pathname: '/referral' })).toBe(join);
      expect(pathFor(locale, { pathname: '/referral/dashboard' })).toBe(dashboard);
      const joinUrl = `https://shop.test${join}`;
      const invitation = renderMail('referral-sign-up', locale, { joinUrl });
      expect(invitation.subject).toBe(m.referral.mail.signUp.subject);
      expect(invitation.text).toContain(joinUrl);
      const signInUrl = `https://shop.test${dashboard}?token=abc`;
      const signIn = renderMail('referral-sign-in', locale, { firstName: 'Maria', signInUrl, minutes: '15' });
      expect(signIn.subject).toBe(m.referral.mail.signIn.subject);
      expect(signIn.html).toContain(`href="${signInUrl}"`);
    },
  );
});
