import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError } from './errors';
import { logger } from '../log';

const JSONAPI = 'application/vnd.api+json';

export async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > 1_000_000)
      throw new ApiError(
        413,
        'Payload too large',
        'The request body is larger than 1 MB',
        undefined,
        'PAYLOAD_TOO_LARGE',
      );
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export function parseJson(text: string): unknown {
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Bad request', 'The request body is not valid JSON', undefined, 'BAD_REQUEST');
  }
}

export function send(res: ServerResponse, status: number, body: unknown, type = JSONAPI): void {
  if (status === 204 || body === undefined) {
    res.writeHead(status);
    res.end();
    return;
  }
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'Content-Type': type, 'Content-Length': Buffer.byteLength(text) });
  res.end(text);
}

export function sendError(res: ServerResponse, error: unknown): void {
  if (error instanceof ApiError) return send(res, error.status, error.toJSON());
  logger.error({ err: error }, 'request failed');
  send(res, 500, new ApiError(500, 'Internal server error', String((error as Error)?.message ?? error)).toJSON());
}
