import type { Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { consentsOf, mailsOf, normalEmail, orderIdsOf, ownIds, rateLimitsOf, sameEmail } from './found';
import type { PersonalPlatform, PlatformData } from './platform';

/** The machine-readable export (Art. 15, 20): one JSON document, tables by name, the person's rows. */
export interface PersonalExport {
  format: 'viridea-personal-data/1';
  email: string;
  generatedAt: string;
  database: Record<string, Record<string, unknown>[]>;
  platform: PlatformData;
}

const hidden = ['token_hash', 'id_hash', 'download_token_hash', 'export'];
const withoutSecrets = (rows: Record<string, unknown>[]) =>
  rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !hidden.includes(key))));

/**
 * A referral row belongs to two people (Art. 15(4)): the member gets their side (date, status, reward), the referred
 * friend theirs (their order, address and IP); neither gets the other's.
 */
async function referralsOf(db: Kysely<Database>, email: string, members: number[]) {
  const [asMember, asFriend] = await Promise.all([
    db
      .selectFrom('referrals')
      .select(['id', 'status', 'hold_reason', 'placed_at', 'approve_on', 'approved_at', 'reward_cents', 'currency'])
      .where('member_id', 'in', members)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('referrals')
      .select(['id', 'order_id', 'order_number', 'friend_email', 'ip', 'placed_at'])
      .where(sameEmail('friend_email', email))
      .orderBy('id')
      .execute(),
  ]);
  return [
    ...asMember.map((row) => ({ role: 'member', ...row })),
    ...asFriend.map((row) => ({ role: 'referred friend', ...row })),
  ];
}

async function databasePart(
  db: Kysely<Database>,
  email: string,
  orderIds: string[],
): Promise<PersonalExport['database']> {
  const ids = await ownIds(db, email);
  const members = ids.referral.length ? ids.referral : [-1];
  const orders = orderIds.length ? orderIds : [''];
  const [newsletter, contact, registrations, consents, mails, referralMembers] = await Promise.all([
    db.selectFrom('newsletter_subscriptions').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
    db.selectFrom('contact_messages').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
    db.selectFrom('product_registrations').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
    consentsOf(db, ids).execute(),
    mailsOf(db, email).selectAll().orderBy('id').execute(),
    db.selectFrom('referral_members').selectAll().where('id', 'in', members).execute(),
  ]);
  const [referrals, signIns, sessions, requests, orderLinks, checkoutClients, limits] = await Promise.all([
    referralsOf(db, email, members),
    db.selectFrom('referral_sign_in_tokens').selectAll().where('member_id', 'in', members).execute(),
    db.selectFrom('referral_sessions').selectAll().where('member_id', 'in', members).execute(),
    db.selectFrom('privacy_requests').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
    db
      .selectFrom('order_status_links')
      .selectAll()
      .where((eb) => eb.or([sameEmail('email', email), eb('order_id', 'in', orders)]))
      .orderBy('created_at')
      .execute(),
    db.selectFrom('checkout_clients').selectAll().where('order_id', 'in', orders).execute(),
    rateLimitsOf(db, email),
  ]);
  return {
    newsletter_subscriptions: withoutSecrets(newsletter),
    contact_messages: contact,
    product_registrations: registrations,
    consent_records: consents,
    mail_outbox: mails,
    referral_members: referralMembers,
    referrals,
    referral_sign_in_tokens: withoutSecrets(signIns),
    referral_sessions: withoutSecrets(sessions),
    privacy_requests: withoutSecrets(requests),
    order_status_links: withoutSecrets(orderLinks),
    checkout_clients: checkoutClients,
    rate_limits: limits,
  };
}

/** Everything held about one address, in the database and on the commerce platform. */
export async function exportPerson(
  db: Kysely<Database>,
  platform: PersonalPlatform,
  address: string,
  now = new Date(),
): Promise<PersonalExport> {
  const email = normalEmail(address);
  const found = await platform.find(email);
  const database = await databasePart(db, email, orderIdsOf(found));
  return { format: 'viridea-personal-data/1', email, generatedAt: now.toISOString(), database, platform: found };
}

/** The readable summary beside the JSON: what was found where, one line each. */
export function exportSummary(data: PersonalExport): string {
  const lines = [`Personal data held about ${data.email} (${data.generatedAt})`, '', 'Database:'];
  for (const [table, rows] of Object.entries(data.database)) if (rows.length) lines.push(`  ${table}: ${rows.length}`);
  lines.push('', 'Commerce platform:');
  for (const [resource, rows] of Object.entries(data.platform))
    if (rows.length) lines.push(`  ${resource}: ${rows.length}`);
  const total = [...Object.values(data.database), ...Object.values(data.platform)].reduce((n, r) => n + r.length, 0);
  if (!total) lines.push('', 'Nothing is held about this address.');
  return lines.join('\n');
}
