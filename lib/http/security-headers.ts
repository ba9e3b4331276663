type Env = Record<string, string | undefined>;
type Header = { key: string; value: string };

const permissions = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
];

/** Headers every response but a built asset carries (next.config `headers()`); pages get their CSP elsewhere. */
export function securityHeaders(env: Env = process.env): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissions.map((feature) => `${feature}=()`).join(', ') },
    // No window another site opened, or that this one opens, can reach ours: share links open with noopener and
    // the checkout is a navigation (ADR 0051).
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
  if (env.NEXT_PUBLIC_SITE_URL?.trim().startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' });
  }
  return headers;
}

/** JSON answers render nothing: no resource of theirs may load, and nothing may frame them. */
export const apiContentSecurityPolicy: Header = {
  key: 'Content-Security-Policy',
  value: "default-src 'none'; frame-ancestors 'none'",
};

/**
 * Next's hashed files: a script or stylesheet needs only nosniff (the page's headers never apply to it, and each
 * script repeats its headers); a miss answers an HTML 404 page, which must run and load nothing foreign and which
 * frame-ancestors keeps out of frames.
 */
export const assetHeaders: Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  {
    key: 'Content-Security-Policy',
    value:
      "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
      "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  },
];
