import { sql, type Kysely } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { consentsOf, hasRateLimits, mailsOf, normalEmail, ownIds, sameEmail } from './found';
import type { PersonalPlatform, PlatformData } from './platform';

/** The machine-readable export (Art. 15, 20): one JSON document, tables by name, rows as stored. */
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

async function databasePart(db: Kysely<Database>, email: string): Promise<PersonalExport['database']> {
  const ids = await ownIds(db, email);
  const members = ids.referral.length ? ids.referral : [-1];
  const [newsletter, contact, registrations, consents, mails, referralMembers] = await Promise.all([
    db.selectFrom('newsletter_subscriptions').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
    db.selectFrom('contact_messages').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
    db.selectFrom('product_registrations').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
    consentsOf(db, ids).execute(),
    mailsOf(db, email).selectAll().orderBy('id').execute(),
    db.selectFrom('referral_members').selectAll().where('id', 'in', members).execute(),
  ]);
  const [referrals, signIns, sessions, requests] = await Promise.all([
    db
      .selectFrom('referrals')
      .selectAll()
      .where((eb) => eb.or([eb('member_id', 'in', members), sameEmail('friend_email', email)]))
      .orderBy('id')
      .execute(),
    db.selectFrom('referral_sign_in_tokens').selectAll().where('member_id', 'in', members).execute(),
    db.selectFrom('referral_sessions').selectAll().where('member_id', 'in', members).execute(),
    db.selectFrom('privacy_requests').selectAll().where(sameEmail('email', email)).orderBy('id').execute(),
  ]);
  const limits = (await hasRateLimits(db))
    ? (
        await sql<
          Record<string, unknown>
        >`select key, points, expire from rate_limits where position(${email} in lower(key)) > 0`.execute(db)
      ).rows
    : [];
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
  const [database, found] = await Promise.all([databasePart(db, email), platform.find(email)]);
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
