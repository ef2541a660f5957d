/** Spec §9: every documentation textarea holds at most this many characters. */
export const textareaMaxLength = 1000;

/** Spec §5: code search runs only once the query has this many characters. */
export const codeSearchMinLength = 2;
