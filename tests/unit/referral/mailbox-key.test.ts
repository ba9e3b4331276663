import { describe, expect, it } from 'vitest';
import { mailboxKey } from '@/lib/mail/mailbox';
import { addressKey, assessReferral, fraudPolicy, type Party } from '@/lib/referral/fraud';

const member: Party = {
  email: 'Maria.Rossi@gmail.com',
  customerId: 'cus_1',
  addressKeys: [addressKey(['Via Roma 1'])],
};
const clean = { friendReferrals: 0, ordersFromIp: 0 };
const friendWith = (email: string) => ({ ...clean, friend: { email, customerId: 'cus_2', addressKeys: [] } });

describe('mailbox keys for the referral fraud rules', () => {
  it('drops case, a +tag, and for Gmail the dots and the googlemail domain', () => {
    expect(mailboxKey(' Maria.Rossi+shop@GoogleMail.com ')).toBe('mariarossi@gmail.com');
    expect(mailboxKey('m.a.r.i.a.rossi@gmail.com')).toBe('mariarossi@gmail.com');
    expect(mailboxKey('luca+news@example.it')).toBe('luca@example.it');
    expect(mailboxKey('luca.bianchi@example.it')).toBe('luca.bianchi@example.it');
    expect(mailboxKey('not-an-email')).toBe('not-an-email');
  });

  it('rejects self-referral through an alias of the member', () => {
    for (const alias of ['maria.rossi+friend@gmail.com', 'mariarossi@googlemail.com', 'M.ariaRossi@gmail.com'])
      expect(assessReferral(member, friendWith(alias), fraudPolicy({})), alias).toEqual({
        decision: 'reject',
        reason: 'self-email',
      });
  });

  it('still accepts another person, also on a non-Gmail domain with dots', () => {
    expect(assessReferral(member, friendWith('maria.rossi@example.com'), fraudPolicy({}))).toEqual({
      decision: 'accept',
    });
    const other: Party = { email: 'a.b@example.com', addressKeys: [] };
    expect(assessReferral(other, friendWith('ab@example.com'), fraudPolicy({})).decision).toBe('accept');
  });
});
