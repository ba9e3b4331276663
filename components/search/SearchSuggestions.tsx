import type { SiteHit } from '@/lib/search/hits';
import styles from './SearchPage.module.css';

type Link = { href: string; label: string };
type Props = { heading: string; products: SiteHit[]; links: Link[] };

/** Where to go when a search found nothing (or before one): the products and the help, blog and contact pages. */
export function SearchSuggestions({ heading, products, links }: Props) {
  const all = [...products.map((hit) => ({ href: hit.href, label: hit.title })), ...links];
  return (
    <section aria-labelledby="search-suggestions" className={styles.group}>
      <h2 id="search-suggestions">{heading}</h2>
      <ul className={styles.suggestions}>
        {all.map((link) => (
          <li key={link.href}>
            <a href={link.href}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
