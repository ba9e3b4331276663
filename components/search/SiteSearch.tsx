import { getLocale, getTranslations } from 'next-intl/server';
import { pathFor } from '@/lib/routes/paths';
import { SearchCombobox } from './SearchCombobox';
import { SearchToggle, searchFieldId, searchPanelId } from './SearchToggle';
import styles from './Search.module.css';

function SearchIcon() {
  return (
    <svg
      aria-hidden="true"
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d="m15.5 15.5 5 5" />
    </svg>
  );
}

/**
 * The header search: a toggle among the header tools and, in a panel under the header row, a GET form to the
 * results page. Everything but the toggle and the field is server HTML.
 */
export async function SiteSearch() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'search' });
  return (
    <div className={styles.search}>
      <SearchToggle className={styles.toggle}>
        <SearchIcon />
      </SearchToggle>
      <div id={searchPanelId} className={styles.panel}>
        <form
          role="search"
          aria-label={t('label')}
          method="get"
          action={pathFor(locale, { pathname: '/search' })}
          className={`container ${styles.form}`}
        >
          <label htmlFor={searchFieldId} className="visually-hidden">
            {t('label')}
          </label>
          <SearchCombobox inputId={searchFieldId} />
          <button type="submit" className={`btn ${styles.submit}`}>
            {t('submit')}
          </button>
        </form>
      </div>
    </div>
  );
}
