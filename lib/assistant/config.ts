/** `ASSISTANT_ENABLED=false` switches the assistant off: pages then show the FAQ search and the contact form. */
export function assistantEnabled(env: Record<string, string | undefined> = process.env): boolean {
  const value = env.ASSISTANT_ENABLED?.trim().toLowerCase();
  return value !== 'false' && value !== '0' && value !== 'off';
}
