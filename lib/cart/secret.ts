import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

type Env = Record<string, string | undefined>;

export const missingCartSecretMessage =
  'CART_COOKIE_SECRET is not set. In production with a hosted commerce organization the cart cookie must be signed ' +
  'with a secret of your own (e.g. `openssl rand -base64 48`); refusing to start.';

/** True where a missing secret must stop the site: a production server talking to a hosted organization. */
function requiresConfiguredSecret(env: Env = process.env): boolean {
  return env.NODE_ENV === 'production' && Boolean(env.COMMERCE_ORGANIZATION?.trim());
}

function installSecret(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { flag: 'wx', mode: 0o600 });
      return secret;
    } catch {
      // Another process created it first: use theirs.
      return readFileSync(file, 'utf8').trim();
    }
  }
}

/**
 * The key that signs cart cookies: CART_COOKIE_SECRET, else (sandbox or development) a random per-install secret
 * kept under `.data/`. Never a constant, never derived from anything a visitor can see.
 */
export function readCartSecret(env: Env = process.env): string {
  const configured = env.CART_COOKIE_SECRET?.trim();
  if (configured) return configured;
  if (requiresConfiguredSecret(env)) throw new Error(missingCartSecretMessage);
  const secret = installSecret(
    path.resolve(/* turbopackIgnore: true */ env.CART_COOKIE_SECRET_FILE?.trim() || '.data/cart-cookie-secret'),
  );
  if (secret.length < 32) throw new Error('The stored cart cookie secret is too short; delete it to regenerate.');
  return secret;
}
