import { createHash } from 'node:crypto';
import { inlineScripts } from './render';

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`;

/**
 * The checkout shows an order's personal data and carries its access token in the URL: no other site may frame it
 * or read it (the API's CORS stays off these pages), no referrer leaves it, and no cache keeps it.
 */
export const checkoutHeaders: Record<string, string> = {
  'Content-Security-Policy': [
    "default-src 'none'",
    `script-src ${inlineScripts.map(hash).join(' ')}`,
    "style-src 'unsafe-inline'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; '),
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};
