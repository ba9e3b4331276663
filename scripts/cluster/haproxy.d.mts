export function haproxyConfig(options: {
  entryPort: number;
  servers: { name: string; port: number }[];
  checkIntervalMs?: number;
}): string;
