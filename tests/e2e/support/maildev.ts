// The e2e server's MailDev inbox (playwright.config.ts derives its port from E2E_PORT and sets E2E_MAILDEV_URL).
export interface CaughtMail {
  id: string;
  subject: string;
  text: string;
  html: string;
  to: { address: string; name?: string }[];
  from: { address: string; name?: string }[];
  replyTo?: { address: string; name?: string }[];
  time: string;
}

export function maildevUrl(): string {
  const url = process.env.E2E_MAILDEV_URL;
  if (!url) throw new Error('E2E_MAILDEV_URL is not set (playwright.config.ts sets it)');
  return url;
}

/** Every mail caught so far for this address (case-insensitive), oldest first. */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`${maildevUrl()}/api/email`);
  if (!response.ok) throw new Error(`MailDev answered ${response.status}`);
  const all: CaughtMail[] = await response.json();
  const wanted = address.toLowerCase();
  return all
    .filter((mail) => mail.to.some((to) => to.address.toLowerCase() === wanted))
    .sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/**
 * Waits until a mail for `address` arrives (the outbox worker polls every second), optionally one whose subject
 * matches; returns the newest match.
 */
export async function waitForMail(
  address: string,
  { subject, timeout = 30_000 }: { subject?: string | RegExp; timeout?: number } = {},
): Promise<CaughtMail> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const matches = (await mailsTo(address)).filter(
      (mail) => !subject || (typeof subject === 'string' ? mail.subject.includes(subject) : subject.test(mail.subject)),
    );
    if (matches.length) return matches[matches.length - 1];
    if (Date.now() > deadline)
      throw new Error(`no mail for ${address}${subject ? ` matching ${subject}` : ''} in ${timeout} ms`);
    await new Promise((resume) => setTimeout(resume, 500));
  }
}

/** The first link of a mail's text part whose URL matches (e.g. the newsletter confirmation link). */
export function linkIn(mail: CaughtMail, pattern: RegExp): string {
  const link = mail.text.match(/https?:\/\/\S+/g)?.find((url) => pattern.test(url));
  if (!link) throw new Error(`no link matching ${pattern} in "${mail.subject}"`);
  return link;
}
