import type { IncomingMessage, ServerResponse } from 'node:http';

export function keepRouterPayloadsPrivate(request: IncomingMessage, response: ServerResponse): void;
