export interface KillRunCounts {
  gets: number;
  get5xx: number;
  failedConnections: number;
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
}): Promise<{ counts: KillRunCounts; statuses: Record<string, number>; acknowledged: string[]; killedAt: number }>;
