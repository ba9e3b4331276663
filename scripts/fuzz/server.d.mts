export function freePort(preferred?: number): Promise<number>;
export function startServer(options: {
  distDir: string;
  readyTimeoutMs?: number;
  port?: number;
  sandboxPort?: number;
}): Promise<{ base: string; stop: () => Promise<void>; log: string[] }>;
