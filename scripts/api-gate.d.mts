import type { IncomingHttpHeaders } from 'node:http';

export const routeMethods: string[];
export function answerLocale(url: string, headers: IncomingHttpHeaders): string;
export function refuseBeforeNext(request: {
  method?: string;
  url?: string;
  headers?: IncomingHttpHeaders;
}): { status: number; headers: Record<string, string>; body: string } | null;
