import 'server-only';
import { createHash } from 'node:crypto';
import { recordConsent } from '@/lib/db/consent';
import { db } from '@/lib/db/server';
import type { SubmissionMeta } from '@/lib/db/submission-meta';
import { inTransaction } from '@/lib/db/transaction';
import type { ContactInput } from '@/lib/forms/schemas/contact';
import { supportEmail } from '@/lib/mail/config';
import { enqueueMail } from '@/lib/mail/outbox';
import { mayMailUnconfirmed } from '@/lib/mail/recipient-limit';

/** The reference both mails quote: derived from the submission, so it carries nothing the visitor wrote. */
const contactReference = (idempotencyKey: string) =>
  `C-${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 8).toUpperCase()}`;

/**
 * Stores the message with its consent and the mail to support, in one transaction. The visitor gets a receipt (no
 * word of theirs in it, so the form cannot relay text to a stranger), within the limits of mail to unconfirmed
 * addresses; over them the receipt is dropped and the answer stays the same.
 */
export async function sendContactMessage(input: ContactInput, meta: SubmissionMeta): Promise<{ status: 'sent' }> {
  const email = input.email.trim().toLowerCase();
  const business = input.kind === 'business' ? input : undefined;
  return inTransaction(db(), async (trx) => {
    const replay = await trx
      .selectFrom('contact_messages')
      .select('id')
      .where('idempotency_key', '=', meta.idempotencyKey)
      .executeTakeFirst();
    if (replay) return { status: 'sent' };
    const { id } = await trx
      .insertInto('contact_messages')
      .values({
        idempotency_key: meta.idempotencyKey,
        kind: input.kind,
        first_name: input.firstName,
        last_name: input.lastName,
        email,
        phone: input.phone || null,
        country: input.country,
        message: input.message,
        company: business?.company || null,
        website: business?.website || null,
        locale: meta.locale,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await recordConsent(trx, {
      subject: 'contact',
      subjectId: id,
      purposes: ['privacy', business ? 'businessTerms' : 'terms'],
      textVersion: meta.consentTextVersion,
      locale: meta.locale,
    });
    const reference = contactReference(meta.idempotencyKey);
    if (await mayMailUnconfirmed(email, meta.client))
      await enqueueMail(trx, { template: 'contact-copy', locale: meta.locale, to: email, data: { reference } });
    await enqueueMail(trx, {
      template: 'contact-support',
      locale: 'en',
      to: supportEmail(),
      replyTo: email,
      data: {
        reference,
        kind: input.kind,
        name: `${input.firstName} ${input.lastName}`,
        email,
        country: input.country,
        language: meta.locale,
        message: input.message,
        ...(input.phone ? { phone: input.phone } : {}),
        ...(business?.company ? { company: business.company } : {}),
        ...(business?.website ? { website: business.website } : {}),
      },
    });
    return { status: 'sent' };
  });
}
