/** A malformed search request; answered as the Content API's 400 `parsing-error` body. */
export class QueryError extends Error {
  constructor(
    message: string,
    readonly location: string,
    readonly column = 0,
  ) {
    super(message);
  }

  toBody() {
    return {
      type: 'parsing-error',
      message: this.message,
      line: 1,
      column: this.column,
      id: 0,
      location: this.location,
    };
  }
}

export function invalidQuery(detail: string, column = 0): QueryError {
  return new QueryError('Invalid query', detail, column);
}
