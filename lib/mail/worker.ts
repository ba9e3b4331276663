import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Transporter } from 'nodemailer';
import type { Logger } from '@/infra/log';
import type { Database, OutboxMail } from '@/lib/db/schema';
import { logger } from '@/lib/telemetry/log';
import { forgetAfterSending, renderMail, secretFields, type MailData, type MailTemplate } from './templates';

export interface DeliveryOptions {
  from: string;
  /** Attempts before a mail is marked failed (default 8: about 2 hours of retries). */
  maxAttempts?: number;
  /** First retry delay; doubles per attempt, capped at one hour. */
  baseDelayMs?: number;
  batch?: number;
}

export interface DeliveryReport {
  sent: number;
  retried: number;
  failed: number;
}

export function retryDelayMs(attempts: number, baseDelayMs = 30_000): number {
  return Math.min(baseDelayMs * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** RFC 8058: the newsletter's unsubscribe link, one click (a POST by the mail client) with no further question. */
function listHeaders(data: Record<string, string>): Record<string, string> | undefined {
  if (!data.oneClickUrl) return undefined;
  return { 'List-Unsubscribe': `<${data.oneClickUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

/** The row once sent: links carrying a secret are dropped (they are in the recipient's inbox, not our database). */
const sentData = (data: Record<string, string>) =>
  JSON.stringify(
    Object.fromEntries(Object.entries(data).filter(([key]) => !(secretFields as readonly string[]).includes(key))),
  );

function message(row: OutboxMail, from: string) {
  const rendered = renderMail(row.template as MailTemplate, row.locale, row.data as MailData[MailTemplate]);
  return {
    headers: listHeaders(row.data),
    from,
    to: row.recipient,
    replyTo: row.reply_to ?? undefined,
    // One Message-ID per outbox row: a resend after a crash between SMTP and COMMIT is recognisably the same mail.
    messageId: `<outbox-${row.id}@viridea.mail>`,
    ...rendered,
  };
}

/**
 * Sends the due mails one by one. Each row stays locked (FOR UPDATE SKIP LOCKED) in its own transaction while it is
 * sent, so parallel workers never send the same row, and a crash before COMMIT leaves it pending for the next run.
 */
export async function deliverDue(
  db: Kysely<Database>,
  transport: Transporter,
  { from, maxAttempts = 8, baseDelayMs = 30_000, batch = 20 }: DeliveryOptions,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retried: 0, failed: 0 };
  for (let i = 0; i < batch; i++) {
    const handled = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('mail_outbox')
        .selectAll()
        .where('status', '=', 'pending')
        .where('next_attempt_at', '<=', sql<Date>`now()`)
        .orderBy('id')
        .limit(1)
        .forUpdate()
        .skipLocked()
        .executeTakeFirst();
      if (!row) return false;
      const attempts = row.attempts + 1;
      try {
        await transport.sendMail(message(row, from));
        if (forgetAfterSending.includes(row.template as MailTemplate))
          await trx.deleteFrom('mail_outbox').where('id', '=', row.id).execute();
        else
          await trx
            .updateTable('mail_outbox')
            .set({ status: 'sent', attempts, sent_at: sql<Date>`now()`, last_error: null, data: sentData(row.data) })
            .where('id', '=', row.id)
            .execute();
        report.sent++;
      } catch (error) {
        const failed = attempts >= maxAttempts;
        await trx
          .updateTable('mail_outbox')
          .set({
            status: failed ? 'failed' : 'pending',
            attempts,
            last_error: String((error as Error)?.message ?? error).slice(0, 1000),
            next_attempt_at: new Date(Date.now() + retryDelayMs(attempts, baseDelayMs)),
          })
          .where('id', '=', row.id)
          .execute();
        report[failed ? 'failed' : 'retried']++;
      }
      return true;
    });
    if (!handled) break;
  }
  return report;
}

/** Polls the outbox every `intervalMs` until stopped; errors (database down) are logged and retried next round. */
export function startMailWorker(
  db: Kysely<Database>,
  transport: Transporter,
  options: DeliveryOptions & { intervalMs?: number; log?: Pick<Logger, 'info' | 'error'> },
) {
  const { intervalMs = 1_000, log = logger } = options;
  let stopped = false;
  let wake: (() => void) | undefined;
  const loop = (async () => {
    while (!stopped) {
      try {
        const { sent, retried, failed } = await deliverDue(db, transport, options);
        if (sent || retried || failed) log.info(`[mail] sent ${sent}, retrying ${retried}, failed ${failed}`);
      } catch (error) {
        log.error({ err: error }, '[mail] outbox not reachable');
      }
      await new Promise<void>((resume) => {
        wake = resume;
        setTimeout(resume, intervalMs);
      });
    }
  })();
  return {
    async stop() {
      stopped = true;
      wake?.();
      await loop;
    },
  };
}
