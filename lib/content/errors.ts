/** The content service errors of spec §8; `status` is kept for HTTP failures. */
export class ContentServiceError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly url?: string,
  ) {
    super(message);
    this.name = 'ContentServiceError';
  }
}

export const contentErrors = {
  unexpectedStatus: (status: number, url: string) =>
    new ContentServiceError(`Unexpected status code [${status}] on URL ${url}`, status, url),
  timeout: (url: string) => new ContentServiceError(`${url} response timeout`, undefined, url),
  uidWithAnyLang: () =>
    new ContentServiceError("FORBIDDEN. You can't use getByUID with *, use the predicates instead."),
  missingEverythingForm: () => new ContentServiceError('Missing everything form'),
  missingTagsForm: () => new ContentServiceError('Missing tags form'),
  unknownField: (name: string) => new ContentServiceError(`Unknown field ${name}`),
  invalidQuery: () => new ContentServiceError('Invalid query'),
  bookmark: () => new ContentServiceError('Error retrieving bookmarked id'),
};
