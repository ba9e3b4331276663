import type { Store } from '../db/store';
import { ApiError } from '../http/errors';

/** Market ids named by a scope such as "market:code:it-consumer" or "market:id:abc" (space separated). */
export async function marketsOfScope(store: Store, scope: string | undefined): Promise<string[]> {
  if (!scope) return [];
  const markets = await store.all('markets');
  const ids: string[] = [];
  for (const part of scope.split(/\s+/).filter(Boolean)) {
    const [kind, by, value] = part.split(':');
    const found =
      kind === 'market' &&
      markets.find((m) => (by === 'code' ? m.attributes.code === value : by === 'id' && m.id === value));
    if (!found) throw new ApiError(400, 'Invalid scope', `The scope ${part} is not valid`, undefined, 'INVALID_SCOPE');
    ids.push(found.id);
  }
  return ids;
}
