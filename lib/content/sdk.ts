import path from 'node:path';
import { createClient, type Client, type Content, type FetchLike } from '@prismicio/client';
import { embeddedFetchFor } from './embedded/fetch';
import { contentRoutes, notFoundPath } from './links';
import { createTransport, type Transport, type TransportOptions } from './transport';

/** Any URL works with the client's `fetch` option; this one never leaves the process. */
export const embeddedEndpoint = 'http://embedded-content.invalid/api/v2';

export interface ContentEnv {
  PRISMIC_REPOSITORY?: string;
  PRISMIC_ACCESS_TOKEN?: string;
  NODE_ENV?: string;
}

export interface ContentClientOptions extends Omit<TransportOptions, 'send'> {
  env?: ContentEnv;
  /** Replaces what sends requests (tests drive a faulty transport through it). */
  send?: FetchLike;
  /** The embedded repository folder; default `<cwd>/content`. */
  contentRoot?: string;
}

/** The content client, typed with the documents of customtypes/ (prismicio-types.d.ts). */
export type ContentApi = Client<Content.AllDocumentTypes>;

export interface ContentClient {
  client: ContentApi;
  transport: Transport;
  mode: 'hosted' | 'embedded';
}

/** The hosted repository name (for `<PrismicPreview repositoryName>`), or null with embedded content. */
export function hostedRepositoryName(env: ContentEnv = process.env): string | null {
  return env.PRISMIC_REPOSITORY?.trim() || null;
}

/** The one client factory: hosted when `PRISMIC_REPOSITORY` is set, else the embedded source. */
export function createContentClient(options: ContentClientOptions = {}): ContentClient {
  const { env = process.env, send, contentRoot, ...transportOptions } = options;
  const repository = hostedRepositoryName(env);
  const mode = repository ? 'hosted' : 'embedded';
  const recheckMs = env.NODE_ENV === 'production' ? Infinity : 2000;
  const base =
    send ??
    (repository
      ? (globalThis.fetch.bind(globalThis) as FetchLike)
      : embeddedFetchFor(contentRoot ?? path.join(process.cwd(), 'content'), recheckMs));
  const transport = createTransport({ ...transportOptions, send: base });
  const config = { routes: contentRoutes, brokenRoute: notFoundPath, fetch: transport.fetch };
  const client = repository
    ? createClient(repository, { ...config, accessToken: env.PRISMIC_ACCESS_TOKEN || undefined })
    : createClient('embedded', { ...config, documentAPIEndpoint: embeddedEndpoint });
  return { client, transport, mode };
}
