import type { DocumentInfo } from '../api/document-fields';
import type { CodeEntry } from '../icf/code-entry';
import type { Locale } from '../i18n';

/** One rated category with the reference text the server joins to it. */
export interface SuggestionCode {
  code: string;
  /** The title in the document's locale. */
  title: string;
  /** The WHO definition ('' when the ICF gives none). */
  definition: string;
  entry: CodeEntry;
}

/** Everything a suggestion is made from: one saved document version, in the locale the plan is asked in. */
export interface SuggestionInput {
  locale: Locale;
  info: DocumentInfo;
  /** In ICF order. */
  codes: SuggestionCode[];
}
