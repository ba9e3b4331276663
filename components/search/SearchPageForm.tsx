import { queryLength } from '@/lib/search/limits';
import styles from './SearchPage.module.css';

type Props = { action: string; query: string; texts: { label: string; placeholder: string; submit: string } };

/** The results page's own GET form: works without script, the label names the field, Enter submits. */
export function SearchPageForm({ action, query, texts }: Props) {
  return (
    <form role="search" method="get" action={action} className={styles.form}>
      <label htmlFor="search-page-q">{texts.label}</label>
      <div className={styles.row}>
        <input
          id="search-page-q"
          type="search"
          name="q"
          defaultValue={query}
          placeholder={texts.placeholder}
          maxLength={queryLength.max}
          autoComplete="off"
        />
        <button type="submit" className="btn">
          {texts.submit}
        </button>
      </div>
    </form>
  );
}
