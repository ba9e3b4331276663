import { getLocale, getTranslations } from 'next-intl/server';
import { pathFor } from '@/lib/routes/paths';
import { SearchField } from './SearchField';
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
 * results page. Everything but the toggle and the field is server HTML; the field's combobox loads on first use.
 */
export async function SiteSearch() {
  const locale = await getLocale();
  const t = await getTranslations({ locale, namespace: 'search' });
  const texts = {
    label: t('label'),
    placeholder: t('placeholder'),
    submit: t('submit'),
    open: t('open'),
    hint: t('hint'),
    loading: t('loading'),
    unavailable: t('unavailable'),
    kinds: { product: t('kinds.product'), faq: t('kinds.faq'), post: t('kinds.post') },
  };
  return (
    <div className={styles.search}>
      <SearchToggle label={texts.open} className={styles.toggle}>
        <SearchIcon />
      </SearchToggle>
      <div id={searchPanelId} className={styles.panel}>
        <form
          role="search"
          aria-label={texts.label}
          method="get"
          action={pathFor(locale, { pathname: '/search' })}
          className={`container ${styles.form}`}
        >
          <label htmlFor={searchFieldId} className="visually-hidden">
            {texts.label}
          </label>
          <SearchField locale={locale} texts={texts} className={styles.input} />
          <button type="submit" className={`btn ${styles.submit}`}>
            {texts.submit}
          </button>
        </form>
      </div>
    </div>
  );
}
