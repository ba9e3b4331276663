export function inlineScriptHashes(html: string): string[];
export function policyForCachedPage(policy: string, hashes: readonly string[]): string;
export function sharedCacheControl(nextCacheControl: string | undefined): string | undefined;
export const personalCacheControl: string;
export const maxStaleSeconds: number;
export function mayBeCachedPage(
  method: string | undefined,
  url: string | undefined,
  headers: Record<string, string | string[] | undefined>,
): boolean;
