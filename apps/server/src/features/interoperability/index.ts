/**
 * The interoperability feature's front door (decision 0052): FHIR and CSV routes, and the CSV rows the
 * account export reuses.
 */
export { documentCsvStream } from './document-csv';
export { findLiveDocumentExportPage, type DocumentExportCursor } from './document-export-repository';
export { interoperabilityRoutes } from './interoperability-routes';
