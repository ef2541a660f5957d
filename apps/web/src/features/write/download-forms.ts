/**
 * Spec §2/§9: the download modal offers four PDF forms (numbered 1 to 4 as the download call expects them)
 * and, as option 5, copying the document to the clipboard.
 */
export const downloadForms = [1, 2, 3, 4, 5] as const;
export type DownloadForm = (typeof downloadForms)[number];

/** The assessment sheet: the perspectives section is required only for it (spec §2). */
export const assessmentSheetForm: DownloadForm = 3;
