/** Spec §9: every documentation textarea holds at most this many characters. */
export const textareaMaxLength = 1000;

/** Spec §5: code search runs only once the query has this many characters. */
export const codeSearchMinLength = 2;

/**
 * How many code entries one request may carry (a document's `data`, a FHIR Bundle's Observations): the
 * categories of the classification the server loaded, and a tenth more, so that a client a classification
 * release behind hears which of its codes are unknown rather than "too many". The server derives it at
 * start-up; it bounds the request before any entry is validated (decision record 0025).
 */
export function codeEntriesMaxCount(categoryCount: number): number {
  return Math.ceil(categoryCount * 1.1);
}

/**
 * The bound of the shared schemas as exported (the OpenAPI description, the client's types): the ICF has about
 * 1,500 categories. The server validates with schemas built from the count it actually loaded.
 */
export const defaultCodeEntriesMaxCount = codeEntriesMaxCount(1_600);
