export const marketCookie: string;
export const edgeCountryHeader: string;
export function edgeConfig(options: {
  port: number;
  origin: string;
  dir: string;
  country: { header: string } | { table: string; hops?: number };
  proxySecret?: string;
  maxSize?: string;
  inactive?: string;
  workers?: number;
}): string;
