import type { IncomingMessage, ServerResponse } from 'node:http';

export function trimAssetHeaders(request: IncomingMessage, response: ServerResponse): void;
