/** Why the shared guard refused a request; each code has a localized message under `http.errors`. */
export type HttpProblemCode =
  | 'badRequest'
  | 'forbidden'
  | 'unauthorized'
  | 'methodNotAllowed'
  | 'payloadTooLarge'
  | 'unsupportedMediaType'
  | 'tooManyRequests'
  | 'server'
  | 'serviceUnavailable';

const statusOf: Record<HttpProblemCode, number> = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  methodNotAllowed: 405,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
  server: 500,
  serviceUnavailable: 503,
};

export class HttpProblem extends Error {
  readonly code: HttpProblemCode;
  readonly status: number;
  readonly headers: Record<string, string>;

  constructor(code: HttpProblemCode, headers: Record<string, string> = {}) {
    super(code);
    this.name = 'HttpProblem';
    this.code = code;
    this.status = statusOf[code];
    this.headers = headers;
  }
}
