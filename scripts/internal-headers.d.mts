import type { ServerResponse } from 'node:http';

export function dropInternalHeaders(response: ServerResponse): void;
