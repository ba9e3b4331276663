import type { Transaction } from 'kysely';
import type { Database } from '@/lib/db/schema';
import type { MailData, MailTemplate } from './templates';

export interface QueuedMail<K extends MailTemplate> {
  template: K;
  locale: string;
  to: string;
  replyTo?: string;
  data: MailData[K];
}

/** Queues a mail in the caller's transaction: it is sent (by the worker) only if that transaction commits. */
export async function enqueueMail<K extends MailTemplate>(trx: Transaction<Database>, mail: QueuedMail<K>) {
  await trx
    .insertInto('mail_outbox')
    .values({
      template: mail.template,
      locale: mail.locale,
      recipient: mail.to,
      reply_to: mail.replyTo ?? null,
      data: JSON.stringify(mail.data),
    })
    .execute();
}
