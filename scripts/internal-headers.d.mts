import type { OutgoingHttpHeaders, ServerResponse } from 'node:http';

export function withoutHeaders<T extends OutgoingHttpHeaders | unknown[] | undefined>(headers: T, names: string[]): T;
export function dropInternalHeaders(response: ServerResponse): void;
