import type { PrismicDocument, Query } from '@prismicio/client';
import type { Paged } from '../types';

export function toPaged<T extends PrismicDocument>(query: Query<T>): Paged<T> {
  return {
    results: query.results,
    page: query.page,
    pageSize: query.results_per_page,
    totalPages: query.total_pages,
    totalResults: query.total_results_size,
  };
}

export function emptyPage<T>(page = 1, pageSize = 0): Paged<T> {
  return { results: [], page, pageSize, totalPages: 0, totalResults: 0 };
}
