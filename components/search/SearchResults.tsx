import type { HitGroup } from '@/lib/search/hits';
import type { SearchKind } from '@/lib/search/documents';
import { HitThumbnail } from './HitThumbnail';
import styles from './SearchPage.module.css';

type Props = {
  groups: HitGroup[];
  kinds: Partial<Record<SearchKind, string>>;
  /** Formatted prices by SKU; a product without one shows none. */
  prices?: Partial<Record<string, string>>;
};

/** Hits grouped by kind, each group under its own heading, each hit a link with its excerpt; products with picture and price. */
export function SearchResults({ groups, kinds, prices = {} }: Props) {
  return groups.map((group) => (
    <section key={group.kind} aria-labelledby={`search-${group.kind}`} className={styles.group}>
      <h2 id={`search-${group.kind}`}>{kinds[group.kind]}</h2>
      <ul className={styles.hits}>
        {group.hits.map((hit) => {
          const price = hit.sku ? prices[hit.sku] : undefined;
          return (
            <li key={hit.id} className={hit.image ? `${styles.hit} ${styles.product}` : styles.hit}>
              <HitThumbnail image={hit.image} size={64} className={styles.thumbnail} />
              <div>
                <h3>
                  <a href={hit.href}>{hit.title}</a>
                </h3>
                {price && (
                  <p className={styles.price} data-testid="search-price">
                    {price}
                  </p>
                )}
                {hit.excerpt && <p>{hit.excerpt}</p>}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  ));
}
