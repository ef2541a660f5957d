/** The export feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { draftExportContent, savedExportContent } from './draft-export-content';
export { useDocumentExport } from './use-document-export';
