export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    url: string,
  ) {
    super(`HTTP ${status} on ${url}`);
    this.name = 'HttpError';
  }
}

interface HttpHooks {
  onRequest?(url: string, init: RequestInit): void;
  onResponse?(url: string, response: Response): void;
  onError?(url: string, error: unknown): void;
}

export interface HttpOptions extends HttpHooks {
  baseUrl: string;
  fetch?: typeof fetch;
}

type Body = Record<string, unknown> | unknown[] | undefined;

/** A small JSON client: configured base URL, `Accept: application/json`, and hooks around each request. */
export function createHttp({ baseUrl, fetch: doFetch = (...args) => fetch(...args), ...hooks }: HttpOptions) {
  async function request<T>(method: string, path: string, body?: Body, signal?: AbortSignal): Promise<T> {
    const url = `${baseUrl.replace(/\/$/, '')}${path}`;
    const init: RequestInit = {
      method,
      signal,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    };
    hooks.onRequest?.(url, init);
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      hooks.onError?.(url, error);
      throw error;
    }
    const text = await response.text();
    const data: unknown = text ? safeJson(text) : null;
    if (!response.ok) {
      hooks.onError?.(url, new HttpError(response.status, data, url));
      throw new HttpError(response.status, data, url);
    }
    hooks.onResponse?.(url, response);
    return data as T;
  }

  return {
    /** swr's fetcher for the app's reads: the key is the path. */
    get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
    post: <T>(path: string, body?: Body) => request<T>('POST', path, body),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
