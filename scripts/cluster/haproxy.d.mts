export function haproxyConfig(options: {
  entryPort: number;
  servers: { name: string; port: number }[];
  proxySecret?: string;
  checkIntervalMs?: number;
}): string;
