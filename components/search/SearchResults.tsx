import type { HitGroup } from '@/lib/search/hits';
import type { SearchKind } from '@/lib/search/documents';
import styles from './SearchPage.module.css';

type Props = { groups: HitGroup[]; kinds: Record<SearchKind, string> };

/** Hits grouped by kind, each group under its own heading, each hit a link with its excerpt. */
export function SearchResults({ groups, kinds }: Props) {
  return groups.map((group) => (
    <section key={group.kind} aria-labelledby={`search-${group.kind}`} className={styles.group}>
      <h2 id={`search-${group.kind}`}>{kinds[group.kind]}</h2>
      <ul className={styles.hits}>
        {group.hits.map((hit) => (
          <li key={hit.id} className={styles.hit}>
            <h3>
              <a href={hit.href}>{hit.title}</a>
            </h3>
            {hit.excerpt && <p>{hit.excerpt}</p>}
          </li>
        ))}
      </ul>
    </section>
  ));
}
