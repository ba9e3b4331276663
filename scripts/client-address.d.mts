import type { IncomingMessage } from 'node:http';

export function trustedProxyHops(value?: string): number;
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string;
export function trustClientAddress(request: IncomingMessage, hops: number): void;
