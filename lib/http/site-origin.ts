type Env = Record<string, string | undefined>;

/** The port visitors use: SITE_PORT when a proxy in front of this server owns it (server/edge), else PORT. */
const publicPort = (env: Env) => env.SITE_PORT?.trim() || env.PORT?.trim() || '3000';

/** The site's public origin from configuration only; unset → `http://localhost:${port}`. Never from Host headers. */
export function siteOrigin(env: Env = process.env): string {
  const configured = env.NEXT_PUBLIC_SITE_URL?.trim();
  if (configured) return new URL(configured).origin;
  return `http://localhost:${publicPort(env)}`;
}

/** Origins a browser may legitimately show for this site: the configured one, or every loopback name by default. */
export function ownOrigins(env: Env = process.env): string[] {
  if (env.NEXT_PUBLIC_SITE_URL?.trim()) return [siteOrigin(env)];
  const port = publicPort(env);
  return [`http://localhost:${port}`, `http://127.0.0.1:${port}`, `http://[::1]:${port}`];
}

/**
 * Whether the site's own cookies carry `Secure`: as the configured origin says, and by default in production (a
 * browser treats http://localhost as secure, so `npm start` on localhost still keeps them).
 */
export function secureCookies(env: Env = process.env): boolean {
  const configured = env.NEXT_PUBLIC_SITE_URL?.trim();
  return configured ? configured.startsWith('https:') : env.NODE_ENV === 'production';
}
