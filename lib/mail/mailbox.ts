const gmailDomains = new Set(['gmail.com', 'googlemail.com']);

/**
 * The mailbox an address delivers to, for comparing people: lower-cased, without a `+tag`, and for Gmail without
 * dots and on one domain (googlemail.com is gmail.com), so `Maria.Rossi+x@googlemail.com` is `mariarossi@gmail.com`.
 */
export function mailboxKey(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at < 1) return address;
  const domain = address.slice(at + 1);
  const local = address.slice(0, at).split('+')[0];
  return gmailDomains.has(domain) ? `${local.replaceAll('.', '')}@gmail.com` : `${local}@${domain}`;
}
