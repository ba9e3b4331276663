import path from 'node:path';
import { createClient, NotFoundError, type Client, type Content, type FetchLike } from '@prismicio/client';
import { embeddedSourceFor } from './embedded/fetch';
import { contentRoutes, notFoundPath } from './links';
import { createTransport, type Transport, type TransportOptions } from './transport';

/** Any URL works with the client's `fetch` option; this one never leaves the process. */
export const embeddedEndpoint = 'http://embedded-content.invalid/api/v2';

export interface ContentEnv {
  PRISMIC_REPOSITORY?: string;
  PRISMIC_ACCESS_TOKEN?: string;
  NODE_ENV?: string;
  /** The embedded repository folder when `contentRoot` is not given; default `<cwd>/content`. */
  CONTENT_DIR?: string;
}

export interface ContentClientOptions extends Omit<TransportOptions, 'send'> {
  env?: ContentEnv;
  /** Replaces what sends requests (tests drive a faulty transport through it). */
  send?: FetchLike;
  /** The embedded repository folder; default `CONTENT_DIR`, else `<cwd>/content`. */
  contentRoot?: string;
}

/** The content client, typed with the documents of customtypes/ (prismicio-types.d.ts). */
export type ContentApi = Client<Content.AllDocumentTypes>;

export interface ContentClient {
  client: ContentApi;
  transport: Transport;
  mode: 'hosted' | 'embedded';
  /** After a content webhook: drops cached responses; the embedded source reads its folder again, for every process. */
  refresh(): Promise<void>;
  /** Whether `error` is the client's "no such document" (its own class: the client is shared across Next's bundles). */
  isNotFound(error: unknown): boolean;
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
  // Production reads the folder once and again only after a publication (the webhook); dev also every 2 s.
  const production = env.NODE_ENV === 'production';
  const recheckMs = production ? Infinity : 2000;
  const embedded =
    send || repository
      ? undefined
      : embeddedSourceFor(contentRoot ?? (env.CONTENT_DIR?.trim() || path.join(process.cwd(), 'content')), {
          recheckMs,
          watchRevision: production,
        });
  const base = send ?? embedded?.fetch ?? (globalThis.fetch.bind(globalThis) as FetchLike);
  const transport = createTransport({ ...transportOptions, send: base, sync: embedded?.snapshots.sync });
  const config = { routes: contentRoutes, brokenRoute: notFoundPath, fetch: transport.fetch };
  const client = repository
    ? createClient(repository, { ...config, accessToken: env.PRISMIC_ACCESS_TOKEN || undefined })
    : createClient('embedded', { ...config, documentAPIEndpoint: embeddedEndpoint });
  async function refresh() {
    await embedded?.snapshots.publish();
    transport.clear();
  }
  const isNotFound = (error: unknown) => error instanceof NotFoundError;
  return { client, transport, mode, refresh, isNotFound };
}
