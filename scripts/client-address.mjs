// The one client address the site trusts (rate limits, orders, referral checks read it from X-Forwarded-For).

/** TRUSTED_PROXY_HOPS: how many proxies in front of this server append to X-Forwarded-For (0 when clients connect directly). */
export function trustedProxyHops(value = process.env.TRUSTED_PROXY_HOPS) {
  const hops = Number(value ?? 0);
  return Number.isInteger(hops) && hops >= 0 && hops <= 16 ? hops : 0;
}

function plain(address) {
  return (address ?? '').replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '') || 'unknown';
}

/**
 * The address the outermost trusted hop saw: the socket's peer with no proxy, else the entry `hops` places left of
 * it in X-Forwarded-For. Anything further left was written by the client and is ignored.
 */
export function clientAddress(socketAddress, forwardedFor, hops) {
  const chain = (hops > 0 && typeof forwardedFor === 'string' ? forwardedFor.split(',') : [])
    .map((hop) => hop.trim())
    .filter(Boolean);
  chain.push(plain(socketAddress));
  return plain(chain[Math.max(0, chain.length - 1 - hops)]);
}

/** Replaces whatever forwarding headers came in with the one trusted address, before Next reads them. */
export function trustClientAddress(request, hops) {
  const forwarded = request.headers['x-forwarded-for'];
  request.headers['x-forwarded-for'] = clientAddress(
    request.socket?.remoteAddress,
    Array.isArray(forwarded) ? forwarded.join(',') : forwarded,
    hops,
  );
  delete request.headers['x-real-ip'];
}
