import { masterLang } from '../langs';
import { sortDocuments, parseOrderings } from './orderings';
import { compilePredicate } from './predicates';
import { QueryError, invalidQuery } from './query-error';
import { parseQuery } from './query-parser';
import { presentDocument, type LinkContext } from './resolve-links';
import { parseRoutes } from './routes';
import type { ContentSnapshot, StoredDocument } from './types';

export interface ApiAnswer {
  status: number;
  body: unknown;
}

function integer(params: URLSearchParams, name: string, fallback: number, max: number): number {
  const raw = params.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max)
    throw invalidQuery(`${name} must be an integer between 1 and ${max}`);
  return value;
}

function documentsForRef(snapshot: ContentSnapshot, ref: string): StoredDocument[] | undefined {
  if (ref === snapshot.masterRef || snapshot.formerRefs.includes(ref)) return snapshot.documents;
  return snapshot.variations.get(ref);
}

function pageUrl(url: URL, page: number): string {
  const next = new URL(url);
  next.searchParams.set('page', String(page));
  return next.toString();
}

function filterDocuments(docs: StoredDocument[], params: URLSearchParams): StoredDocument[] {
  const tests = params
    .getAll('q')
    .flatMap((q) => parseQuery(q))
    .map(compilePredicate);
  const lang = params.get('lang') || masterLang;
  const inLang = lang === '*' ? docs : docs.filter((doc) => doc.lang === lang.toLowerCase());
  const matching = inLang.filter((doc) => tests.every((test) => test(doc)));
  const sorted = sortDocuments(matching, parseOrderings(params.get('orderings')));
  const after = params.get('after');
  if (!after) return sorted;
  const index = sorted.findIndex((doc) => doc.id === after);
  return index < 0 ? [] : sorted.slice(index + 1);
}

/** `GET documents/search`: the API's answer, including its error statuses and bodies. */
export function searchDocuments(url: URL, snapshot: ContentSnapshot): ApiAnswer {
  const params = url.searchParams;
  const ref = params.get('ref');
  if (!ref) return { status: 400, body: new QueryError('Missing ref', 'ref').toBody() };
  const docs = documentsForRef(snapshot, ref);
  if (!docs) {
    const message = `Ref not found. Ensure you have the correct ref and try again. Master ref is: ${snapshot.masterRef}`;
    return { status: 404, body: { type: 'api_notfound_error', message } };
  }
  try {
    const page = integer(params, 'page', 1, Number.MAX_SAFE_INTEGER);
    const pageSize = integer(params, 'pageSize', 20, 100);
    const matching = filterDocuments(docs, params);
    const byId = new Map(docs.map((doc) => [doc.id, doc]));
    const ctx: LinkContext = {
      routes: parseRoutes(params.get('routes')),
      brokenRoute: params.get('brokenRoute'),
      lookup: (id) => byId.get(id),
    };
    const totalPages = Math.ceil(matching.length / pageSize);
    const results = matching.slice((page - 1) * pageSize, page * pageSize).map((doc) => {
      const href = new URL(url);
      href.search = new URLSearchParams({ ref, q: `[[:d = at(document.id, "${doc.id}")]]` }).toString();
      return presentDocument(doc, ctx, href.toString());
    });
    return {
      status: 200,
      body: {
        page,
        results_per_page: pageSize,
        results_size: results.length,
        total_results_size: matching.length,
        total_pages: totalPages,
        next_page: page < totalPages ? pageUrl(url, page + 1) : null,
        prev_page: page > 1 ? pageUrl(url, page - 1) : null,
        results,
        version: 'embedded',
        license: 'All Rights Reserved',
      },
    };
  } catch (error) {
    if (error instanceof QueryError) return { status: 400, body: error.toBody() };
    throw error;
  }
}
