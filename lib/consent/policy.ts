type Env = Record<string, string | undefined>;

/**
 * The version of the cookie policy the banner asks about (`CONSENT_POLICY_VERSION`, default 1): raise it when the
 * categories or vendors change, and every visitor is asked again (a decision counts only for its version).
 */
export function consentPolicyRevision(env: Env = process.env): number {
  const value = Number(env.CONSENT_POLICY_VERSION?.trim() || '1');
  return Number.isInteger(value) && value > 0 ? value : 1;
}
