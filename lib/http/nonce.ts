import 'server-only';
import { headers } from 'next/headers';

/** This response's CSP nonce, which proxy.ts put into the request's policy header (ADR 0008). */
export async function requestNonce(): Promise<string | undefined> {
  const policy = (await headers()).get('content-security-policy') ?? '';
  return /'nonce-([^']+)'/.exec(policy)?.[1];
}
