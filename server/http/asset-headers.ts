// next.config gives built files a policy for the HTML 404 page a miss answers; a file that exists (a script, a
// stylesheet, a font) is not a document, and the policy would ride along with each of a page's dozen scripts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { currentWriteHead, type WriteHeadRest } from './internal-headers.ts';

/** Drops the document policy from a found `/_next/static/` file's response (ADR 0046). */
export function trimAssetHeaders(request: IncomingMessage, response: ServerResponse): void {
  if (!request.url?.startsWith('/_next/static/')) return;
  const writeHead = currentWriteHead(response);
  response.writeHead = (status: number, ...rest: WriteHeadRest) => {
    if (status < 400) response.removeHeader('content-security-policy');
    return writeHead(status, ...rest);
  };
}
