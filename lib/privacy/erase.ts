import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';
import { consentsOf, deleteRateLimitsOf, mailsOf, normalEmail, orderIdsOf, ownIds, sameEmail } from './found';
import type { PersonalPlatform } from './platform';

export type ErasureCounts = Record<string, number>;

const freshAddress = sql<string>`'erased-' || gen_random_uuid() || '@erased.invalid'`;
const n = (result: { numDeletedRows?: bigint; numUpdatedRows?: bigint }[]) =>
  result.reduce((sum, r) => sum + Number(r.numDeletedRows ?? r.numUpdatedRows ?? 0), 0);

async function eraseRows(trx: Transaction<Database>, email: string, orderIds: string[]): Promise<ErasureCounts> {
  const ids = await ownIds(trx, email);
  const members = ids.referral.length ? ids.referral : [-1];
  const orders = orderIds.length ? orderIds : [''];
  const consents = await consentsOf(trx, ids).select('id').execute();
  const counts: ErasureCounts = {
    consent_records: n(
      await trx
        .deleteFrom('consent_records')
        .where('id', 'in', consents.map((c) => c.id).concat(-1))
        .execute(),
    ),
    newsletter_subscriptions: n(
      await trx.deleteFrom('newsletter_subscriptions').where(sameEmail('email', email)).execute(),
    ),
    contact_messages: n(await trx.deleteFrom('contact_messages').where(sameEmail('email', email)).execute()),
    // Anonymised, not deleted: the warranty code it spent stays spent.
    product_registrations: n(
      await trx
        .updateTable('product_registrations')
        .set({
          first_name: '',
          last_name: '',
          email: freshAddress,
          phone: null,
          serial_number: 'erased',
          mac_address: 'erased',
          order_id: 'erased',
          purchase_location: 'erased',
          store: 'erased',
          other_store: null,
        })
        .where(sameEmail('email', email))
        .execute(),
    ),
    referral_sign_in_tokens: n(
      await trx.deleteFrom('referral_sign_in_tokens').where('member_id', 'in', members).execute(),
    ),
    referral_sessions: n(await trx.deleteFrom('referral_sessions').where('member_id', 'in', members).execute()),
  };
  // An erased member is paid nothing more; rewards already paid stay in the ledger without a name.
  await trx
    .updateTable('referrals')
    .set({ status: 'void', hold_reason: 'member-erased' })
    .where('member_id', 'in', members)
    .where('status', 'in', ['pending', 'held'])
    .execute();
  counts.referral_members = n(
    await trx
      .updateTable('referral_members')
      .set({ email: freshAddress, first_name: '', gift_card_code: null })
      .where('id', 'in', members)
      .execute(),
  );
  counts.referrals = n(
    await trx
      .updateTable('referrals')
      .set({ friend_email: freshAddress, friend_mailbox: freshAddress, ip: null })
      .where(sameEmail('friend_email', email))
      .execute(),
  );
  // Every link to the person's orders stops working; the address their checkouts came from goes.
  counts.order_status_links = n(
    await trx
      .deleteFrom('order_status_links')
      .where((eb) => eb.or([sameEmail('email', email), eb('order_id', 'in', orders)]))
      .execute(),
  );
  counts.checkout_clients = n(await trx.deleteFrom('checkout_clients').where('order_id', 'in', orders).execute());
  counts.mail_outbox = n(
    await trx.deleteFrom('mail_outbox').where('id', 'in', mailsOf(trx, email).select('id')).execute(),
  );
  counts.privacy_requests = n(await trx.deleteFrom('privacy_requests').where(sameEmail('email', email)).execute());
  counts.rate_limits = await deleteRateLimitsOf(trx, email);
  return counts;
}

/**
 * Erases one address everywhere (Art. 17): the platform first (so a failure there leaves the database to retry),
 * then every table in one transaction, then a record that an erasure happened, with counts and no address.
 * Idempotent: a second run finds nothing and records zeros.
 */
export async function erasePerson(
  db: Kysely<Database>,
  platform: PersonalPlatform,
  address: string,
  requestedVia: 'command' | 'request',
): Promise<ErasureCounts> {
  const email = normalEmail(address);
  // The order ids first: once erased on the platform, the orders no longer carry the address.
  const orderIds = orderIdsOf(await platform.find(email));
  const onPlatform = await platform.erase(email);
  return db.transaction().execute(async (trx) => {
    const rows = await eraseRows(trx, email, orderIds);
    const counts = { ...rows, ...Object.fromEntries(Object.entries(onPlatform).map(([k, v]) => [`platform.${k}`, v])) };
    await trx
      .insertInto('privacy_erasures')
      .values({ requested_via: requestedVia, counts: JSON.stringify(counts) })
      .execute();
    return counts;
  });
}
