/** A document as the embedded source keeps it: the file's envelope with the API's defaults filled in. */
export interface StoredDocument {
  id: string;
  uid: string | null;
  type: string;
  lang: string;
  tags: string[];
  first_publication_date: string;
  last_publication_date: string;
  alternate_languages: { id: string; uid?: string; type: string; lang: string }[];
  slugs: string[];
  linked_documents: unknown[];
  data: Record<string, unknown>;
}

interface StoredVariation {
  id: string;
  label: string;
  ref: string;
}

export interface StoredExperiment {
  id: string;
  googleId: string | null;
  name: string;
  variations: StoredVariation[];
}

/** Everything read from `content/` at one moment; refs identify it. */
export interface ContentSnapshot {
  masterRef: string;
  /** Master refs this process served before (newest last): they answer with the current documents. */
  formerRefs: string[];
  documents: StoredDocument[];
  experiments: StoredExperiment[];
  /** Variation ref → that variation's documents (master documents with the overlay applied). */
  variations: Map<string, StoredDocument[]>;
  bookmarks: Record<string, string>;
}
