import type { SearchKind } from '@/lib/search/documents';

/** The header search's texts, rendered on the server and handed to the browser as props (no client namespace). */
export type SearchTexts = {
  label: string;
  placeholder: string;
  submit: string;
  open: string;
  hint: string;
  loading: string;
  unavailable: string;
  kinds: Record<SearchKind, string>;
};
