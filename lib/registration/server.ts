import 'server-only';
import { recordConsent } from '@/lib/db/consent';
import { db } from '@/lib/db/server';
import type { SubmissionMeta } from '@/lib/db/submission-meta';
import { inTransaction } from '@/lib/db/transaction';
import type { RegistrationInput } from '@/lib/forms/schemas/registration';
import { enqueueMail } from '@/lib/mail/outbox';
import { isWellFormedWarrantyCode, normalizeWarrantyCode } from '@/lib/forms/warranty-code';

/** Every product's warranty (the warranty page); an issued warranty code adds its `extension_years` (1 when seeded). */
const standardWarrantyYears = 2;

export type RegistrationResult =
  { status: 'registered'; warrantyExtended: boolean } | { status: 'invalid-warranty-code' };

/**
 * Stores a registration with its consent and confirmation mail in one transaction. A warranty code must be issued
 * and unused: it is then marked used by this registration (row-locked, so two registrations never share a code).
 */
export async function registerProduct(
  input: RegistrationInput,
  meta: SubmissionMeta,
  productName = input.productFamily,
): Promise<RegistrationResult> {
  const code = input.warrantyCode ? normalizeWarrantyCode(input.warrantyCode) : undefined;
  const email = input.email.trim().toLowerCase();
  return inTransaction(db(), async (trx): Promise<RegistrationResult> => {
    const replay = await trx
      .selectFrom('product_registrations')
      .select('warranty_code')
      .where('idempotency_key', '=', meta.idempotencyKey)
      .executeTakeFirst();
    if (replay) return { status: 'registered', warrantyExtended: replay.warranty_code !== null };
    let extension = 0;
    if (code) {
      if (!isWellFormedWarrantyCode(code)) return { status: 'invalid-warranty-code' };
      const issued = await trx
        .selectFrom('warranty_codes')
        .select(['extension_years', 'used_by'])
        .where('code', '=', code)
        .forUpdate()
        .executeTakeFirst();
      if (issued?.used_by != null) {
        // The code went to a concurrent request with this key (a double submit): the same answer as a replay.
        const mine = await trx
          .selectFrom('product_registrations')
          .select('id')
          .where('id', '=', issued.used_by)
          .where('idempotency_key', '=', meta.idempotencyKey)
          .executeTakeFirst();
        return mine ? { status: 'registered', warrantyExtended: true } : { status: 'invalid-warranty-code' };
      }
      if (!issued) return { status: 'invalid-warranty-code' };
      extension = issued.extension_years;
    }
    const years = standardWarrantyYears + extension;
    const { id } = await trx
      .insertInto('product_registrations')
      .values({
        idempotency_key: meta.idempotencyKey,
        first_name: input.firstName,
        last_name: input.lastName,
        email,
        country: input.country,
        product_family: input.productFamily,
        serial_number: input.serialNumber,
        mac_address: input.macAddress,
        purchase_location: input.purchaseLocation,
        order_id: input.orderId,
        store: input.store ?? '',
        other_store: input.store === 'Other' ? input.otherStore || null : null,
        phone: input.phone || null,
        warranty_code: code ?? null,
        warranty_years: years,
        source: input.source || null,
        locale: meta.locale,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (code)
      await trx
        .updateTable('warranty_codes')
        .set({ used_by: id, used_at: new Date() })
        .where('code', '=', code)
        .execute();
    await recordConsent(trx, {
      subject: 'registration',
      subjectId: id,
      purposes: ['privacy'],
      textVersion: meta.consentTextVersion,
      locale: meta.locale,
    });
    await enqueueMail(trx, {
      template: 'registration-confirmation',
      locale: meta.locale,
      to: email,
      data: {
        firstName: input.firstName,
        product: productName,
        serial: input.serialNumber,
        years: String(years),
        extended: code ? 'yes' : 'no',
      },
    });
    return { status: 'registered', warrantyExtended: Boolean(code) };
  });
}
