/** Client error kinds of commerce-api §8. */
export type CommerceErrorKind = 'client' | 'request' | 'response' | 'cancel' | 'parse' | 'generic';

/** One entry of a JSON:API `errors` list. */
export type ApiErrorItem = {
  code?: string;
  title?: string;
  detail?: string;
  status?: string | number;
  source?: { pointer?: string; parameter?: string };
  meta?: Record<string, unknown>;
};

export class CommerceError extends Error {
  readonly kind: CommerceErrorKind;
  override readonly cause?: unknown;

  constructor(kind: CommerceErrorKind, message: string, cause?: unknown) {
    super(message);
    this.name = 'CommerceError';
    this.kind = kind;
    this.cause = cause;
  }
}

/** The platform answered with a non-2xx status. */
export class CommerceApiError extends CommerceError {
  readonly status: number;
  readonly statusText: string;
  readonly code: string;
  readonly errors: ApiErrorItem[];

  constructor(status: number, statusText: string, errors: ApiErrorItem[] = [], cause?: unknown) {
    super('response', errors[0]?.detail ?? (statusText || `HTTP ${status}`), cause);
    this.name = 'CommerceApiError';
    this.status = status;
    this.statusText = statusText;
    this.code = String(status);
    this.errors = errors;
  }

  first(): ApiErrorItem | undefined {
    return this.errors[0];
  }
}

/** Anything else that went wrong, with an HTTP status for the caller (default 500). */
export class CommerceGenericError extends CommerceError {
  readonly statusCode: number;

  constructor(message: string, statusCode = 500, cause?: unknown) {
    super('generic', message, cause);
    this.name = 'CommerceGenericError';
    this.statusCode = statusCode;
  }
}

type SdkLikeError = Error & {
  type?: string;
  source?: unknown;
  status?: number;
  statusText?: string;
  errors?: ApiErrorItem[];
};

const sdkKinds: Record<string, CommerceErrorKind> = {
  client: 'client',
  request: 'request',
  response: 'response',
  cancel: 'cancel',
  parse: 'parse',
  timeout: 'request',
  'token-refresh': 'client',
};

/** Maps whatever the SDK, fetch or our own code threw onto one of the six kinds. */
export function toCommerceError(error: unknown): CommerceError {
  if (error instanceof CommerceError) return error;
  if (!error || typeof error !== 'object' || !('message' in error)) return new CommerceGenericError(String(error));
  const sdk = error as SdkLikeError;
  if (typeof sdk.status === 'number' && (sdk.type === 'response' || sdk.name === 'ApiError')) {
    return new CommerceApiError(sdk.status, sdk.statusText ?? '', sdk.errors ?? [], error);
  }
  // The SDK files a refused or dropped connection (fetch's TypeError) under 'client'; it is the network: 'request'.
  if (sdk.type === 'client' && sdk.source instanceof TypeError) return new CommerceError('request', sdk.message, error);
  if (sdk.type && sdkKinds[sdk.type]) return new CommerceError(sdkKinds[sdk.type], sdk.message, error);
  if (sdk.name === 'AbortError') return new CommerceError('cancel', sdk.message, error);
  if (sdk.name === 'TimeoutError' || error instanceof TypeError)
    return new CommerceError('request', sdk.message, error);
  if (error instanceof SyntaxError) return new CommerceError('parse', sdk.message, error);
  return new CommerceGenericError(sdk.message, 500, error);
}

export function isApiErrorStatus(error: unknown, status: number): error is CommerceApiError {
  return error instanceof CommerceApiError && error.status === status;
}
