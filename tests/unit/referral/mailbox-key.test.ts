import { describe, expect, it } from 'vitest';
import { mailboxKey, mailboxPatterns } from '@/lib/mail/mailbox';
import { addressKey, assessReferral, fraudPolicy, type Party } from '@/lib/referral/fraud';
// The platform's LIKE as the sandbox implements it (docs/sandbox.md, Queries).
import { like } from '@/sandbox/jsonapi/filter';

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

const matchesAny = (email: string, address: string) => mailboxPatterns(email).some((pattern) => like(address, pattern));

describe('the platform patterns of a mailbox', () => {
  it('find every alias of an address: its +tags, other letter case, for Gmail dots and googlemail', () => {
    for (const alias of ['carol@example.com', 'Carol+2@Example.com', 'carol+a+b@example.com'])
      expect([alias, matchesAny('carol+shop@example.com', alias)]).toEqual([alias, true]);
    for (const alias of ['carol.bianchi@gmail.com', 'c.a.r.o.l.bianchi+x@googlemail.com', 'CarolBianchi@GMAIL.com'])
      expect([alias, matchesAny('carolbianchi@gmail.com', alias)]).toEqual([alias, true]);
  });

  it('find no other address outside Gmail, and escape what LIKE would read as a wildcard', () => {
    for (const other of ['alicecarol@example.com', 'carol2@example.com', 'carol@example.com.au', 'carol@example.co'])
      expect([other, matchesAny('carol@example.com', other)]).toEqual([other, false]);
    expect(mailboxPatterns('a_b%c@ex_ample.com')).toEqual(['a\\_b\\%c@ex\\_ample.com', 'a\\_b\\%c+%@ex\\_ample.com']);
    expect(matchesAny('a_b@example.com', 'axb@example.com')).toBe(false);
  });
});
