export interface KillRunCounts {
  gets: number;
  get5xx: number;
  getErrors: number;
  adds: number;
  addsAcknowledged: number;
  contacts: number;
  contactsAcknowledged: number;
}
export function killRun(options: {
  origin: string;
  victim: () => number;
  clients?: number;
  durationMs?: number;
  killAtMs?: number;
  tag?: string;
}): Promise<{ counts: KillRunCounts; acknowledged: string[]; killedAt: number }>;
