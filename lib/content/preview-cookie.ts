/** The repository named by the Prismic preview cookie in `cookieJar` (`document.cookie`), if one is set. */
export function previewCookieRepository(cookieJar: string, cookieName: string): string | undefined {
  for (const pair of cookieJar.split(/;\s*/)) {
    const split = pair.indexOf('=');
    if (split === -1 || pair.slice(0, split).replace(/%3D/g, '=') !== cookieName) continue;
    let value = pair.slice(split + 1).replace(/%3B/g, ';');
    try {
      value = decodeURIComponent(value);
    } catch {
      return undefined;
    }
    return value.match(/"([^".]+)\.prismic\.io"/)?.[1];
  }
  return undefined;
}
