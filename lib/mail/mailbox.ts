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

const likeLiteral = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/**
 * SQL LIKE patterns (the commerce platform's `_matches_any`) that every address of `email`'s mailbox matches:
 * exact for other domains (the address and its `+tag`s); for Gmail a superset, as LIKE cannot make a dot optional,
 * so whoever asks keeps only the results whose mailboxKey is the same.
 */
export function mailboxPatterns(email: string): string[] {
  const key = mailboxKey(email);
  const at = key.lastIndexOf('@');
  if (at < 1) return [likeLiteral(key)];
  const local = key.slice(0, at);
  const domain = key.slice(at + 1);
  if (domain === 'gmail.com') {
    const spread = [...local].map(likeLiteral).join('%');
    return [...gmailDomains].map((gmail) => `${spread}%@${gmail}`);
  }
  return [`${likeLiteral(local)}@${likeLiteral(domain)}`, `${likeLiteral(local)}+%@${likeLiteral(domain)}`];
}
