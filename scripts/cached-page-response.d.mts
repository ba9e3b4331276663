import type { IncomingMessage, ServerResponse } from 'node:http';

export function serveDocument(request: IncomingMessage, response: ServerResponse): void;
