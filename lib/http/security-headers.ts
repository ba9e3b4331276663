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

/** Headers every response carries (next.config `headers()`); the page CSP with its nonce is set by proxy.ts. */
export function securityHeaders(env: Env = process.env): Header[] {
  const headers: Header[] = [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissions.map((feature) => `${feature}=()`).join(', ') },
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

/** Next's assets: a file needs no policy, but a miss answers an HTML 404 page, which must run and load nothing foreign. */
export const assetContentSecurityPolicy: Header = {
  key: 'Content-Security-Policy',
  value:
    "default-src 'self'; script-src 'none'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
    "object-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
};
