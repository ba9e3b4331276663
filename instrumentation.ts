/** Runs once when the server starts: configuration that would make the shop unsafe stops it here, not per request. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { readCartSecret } = await import('./lib/commerce/cart-secret');
  readCartSecret();
}
