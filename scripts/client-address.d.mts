import type { IncomingMessage } from 'node:http';

type ForwardingTrust = { hops: number; secret?: string; geoHeader?: string };

export const proxySecretHeader: string;
export function trustedProxyHops(value?: string): number;
export function forwardingTrust(env?: Record<string, string | undefined>): ForwardingTrust;
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  hops: number,
): string;
export function trustClientAddress(request: IncomingMessage, trust: ForwardingTrust): void;
