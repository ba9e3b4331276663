/**
 * A fetch that sends requests meant for `https://{organization}.{domain}` to the local sandbox instead, so the
 * SDK runs unchanged against it.
 */
export function sandboxFetch(
  hostedOrigin: string,
  sandboxOrigin: string,
  fetchImpl: typeof fetch = fetch,
): typeof fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const target = url.startsWith(hostedOrigin) ? sandboxOrigin + url.slice(hostedOrigin.length) : url;
    return fetchImpl(target, init);
  };
}
