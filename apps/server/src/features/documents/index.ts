/**
 * The documents feature's front door (decision 0052): the routes, the purge job, and what the suggestions,
 * interoperability and account features read of a document.
 */
export { createDocument } from './create-document';
export { documentNotFound } from './document-not-found';
export { findLiveDocument, findLiveDocumentVersion } from './documents-repository';
export { documentRatingsRoutes } from './document-ratings-routes';
export { documentsRoutes } from './documents-routes';
export { getDocument } from './get-document';
export { recordDocumentExport } from './record-document-export';
export { createPurgeDeletedDocumentsJob } from './purge-job';
