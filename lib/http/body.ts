import { HttpProblem } from './problem';

/** Cart and other small JSON calls; a bigger body is refused with 413 before it is read whole. */
const defaultBodyLimit = 16 * 1024;
/** What a refused body is read of, and dropped, so its answer arrives: the cap Next's proxy buffered before routing. */
const drainLimitBytes = 10 * 1024 * 1024;

/** `application/json`, optionally with a UTF-8 charset: nothing looser (`text/plain; application/json` is not JSON). */
function isJsonMediaType(contentType: string | null): boolean {
  if (!contentType) return false;
  const [type, ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (type !== 'application/json') return false;
  return parameters.every((parameter) => /^charset="?utf-8"?$/.test(parameter));
}

/**
 * The body as UTF-8 text, for callers that check it before parsing (a signature): 413 as soon as the declared length
 * or the bytes read pass `maxBytes`, before reading further; 400 when it is not UTF-8.
 */
export async function readText(request: Request, maxBytes: number): Promise<string> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(Number(declared) <= maxBytes)) throw new HttpProblem('payloadTooLarge');
  if (!request.body) return '';
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      // Not cancelled: the rest is read and dropped by drainBody once the answer is ready (lib/http/guard.ts).
      reader.releaseLock();
      throw new HttpProblem('payloadTooLarge');
    }
    chunks.push(value);
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new HttpProblem('badRequest');
  }
}

/** The body parsed as JSON whatever its declared type (server-to-server callers): 413 over `maxBytes`, else 400. */
export async function readJsonBody(request: Request, maxBytes = defaultBodyLimit): Promise<unknown> {
  const text = await readText(request, maxBytes);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpProblem('badRequest');
  }
}

/** The request's JSON body: 415 for another media type, 413 over `maxBytes`, 400 when it does not parse. */
export async function readJson(request: Request, maxBytes = defaultBodyLimit): Promise<unknown> {
  if (!isJsonMediaType(request.headers.get('content-type'))) throw new HttpProblem('unsupportedMediaType');
  return readJsonBody(request, maxBytes);
}

/** A form post's fields (`application/x-www-form-urlencoded`): 415 for another media type, 413 over `maxBytes`. */
export async function readForm(request: Request, maxBytes = defaultBodyLimit): Promise<URLSearchParams> {
  const type = request.headers.get('content-type')?.split(';')[0].trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new HttpProblem('unsupportedMediaType');
  return new URLSearchParams(await readText(request, maxBytes));
}

/**
 * Reads what is left of a request's body and drops it, up to 10 MB. A server that answers and closes the connection
 * while the caller is still sending resets it, and the caller (or a proxy in front) loses the answer, so a refusal
 * reads the rest first; a body larger still is cut off.
 */
export async function drainBody(request: Request): Promise<void> {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      size += value.byteLength;
      if (size > drainLimitBytes) {
        await reader.cancel();
        return;
      }
    }
  } catch {
    // The caller went away meanwhile.
  }
}
