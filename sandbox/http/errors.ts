export interface ErrorObject {
  title: string;
  detail: string;
  code: string;
  status: string;
  source?: { pointer: string };
}

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'INVALID_TOKEN',
  403: 'FORBIDDEN',
  404: 'RECORD_NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_ERROR',
  500: 'INTERNAL_SERVER_ERROR',
};

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly title: string,
    readonly detail: string = title,
    readonly pointer?: string,
    readonly code: string = CODES[status] ?? 'ERROR',
  ) {
    super(detail);
  }

  #others: ApiError[] = [];

  /** One 422 carrying several errors (e.g. every unmet checkout guard). */
  static all(errors: ApiError[]): ApiError {
    const [first, ...rest] = errors;
    first.#others = rest;
    return first;
  }

  toJSON(): { errors: ErrorObject[] } {
    return { errors: [this.one(), ...this.#others.map((e) => e.one())] };
  }

  one(): ErrorObject {
    const error: ErrorObject = { title: this.title, detail: this.detail, code: this.code, status: String(this.status) };
    if (this.pointer) error.source = { pointer: this.pointer };
    return error;
  }
}

export const notFound = (what = 'The requested resource was not found') => new ApiError(404, 'Record not found', what);
export const forbidden = (detail = 'You are not authorized to perform this action') =>
  new ApiError(403, 'Forbidden', detail);
export const notAllowed = (detail: string) => new ApiError(405, 'Operation not allowed', detail);
export const badRequest = (detail: string) => new ApiError(400, 'Bad request', detail);

/** 422 on an attribute, pointer /data/attributes/{name}. */
export function invalid(name: string, detail: string, root = 'attributes'): ApiError {
  return new ApiError(422, detail, `${name} - ${detail}`, `/data/${root}/${name}`);
}
