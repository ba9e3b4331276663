import { masterLang } from '../langs';
import type { ContentSnapshot } from './types';

const languageNames: Record<string, string> = {
  'en-gb': 'English - Great Britain',
  'de-de': 'German - Germany',
  'it-it': 'Italian - Italy',
};

const searchFields = {
  ref: { type: 'String', multiple: false },
  q: { type: 'String', multiple: true },
  lang: { type: 'String', multiple: false },
  page: { type: 'Integer', multiple: false, default: '1' },
  pageSize: { type: 'Integer', multiple: false, default: '20' },
  after: { type: 'String', multiple: false },
  fetch: { type: 'String', multiple: false },
  fetchLinks: { type: 'String', multiple: false },
  graphQuery: { type: 'String', multiple: false },
  orderings: { type: 'String', multiple: false },
  routes: { type: 'String', multiple: false },
  brokenRoute: { type: 'String', multiple: false },
  access_token: { type: 'String', multiple: false },
};

/** The repository document (`GET {endpoint}`) for a snapshot. */
export function repositoryDocument(endpoint: string, snapshot: ContentSnapshot) {
  const base = endpoint.replace(/\/$/, '');
  const langs = new Set([masterLang, ...snapshot.documents.map((doc) => doc.lang)]);
  const running = snapshot.experiments.map((experiment) => ({
    id: experiment.id,
    googleId: experiment.googleId,
    name: experiment.name,
    variations: experiment.variations.map(({ id, ref, label }) => ({ id, ref, label })),
  }));
  return {
    refs: [{ id: 'master', ref: snapshot.masterRef, label: 'Master', isMasterRef: true }],
    integrationFieldsRef: null,
    bookmarks: snapshot.bookmarks,
    types: Object.fromEntries(
      [...new Set(snapshot.documents.map((doc) => doc.type))].sort().map((type) => [type, type]),
    ),
    languages: [...langs].map((id) => ({ id, name: languageNames[id] ?? id, is_master: id === masterLang })),
    tags: [...new Set(snapshot.documents.flatMap((doc) => doc.tags))].sort(),
    forms: {
      everything: {
        method: 'GET',
        enctype: 'application/x-www-form-urlencoded',
        action: `${base}/documents/search`,
        fields: searchFields,
      },
      tags: { method: 'GET', enctype: 'application/x-www-form-urlencoded', action: `${base}/tags`, fields: {} },
    },
    // The spec names the draft list `drafts`; the hosted API calls it `draft`. Both are sent.
    experiments: { draft: [], drafts: [], running },
    oauth_initiate: `${base}/oauth/authorize`,
    oauth_token: `${base}/oauth/token`,
    version: 'embedded',
    license: 'All Rights Reserved',
  };
}
