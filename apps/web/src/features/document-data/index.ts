/** The document-data feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { useDeleteDocument } from './api/delete-document';
export { documentKeys } from './api/document-keys';
export {
  getDocumentVersion,
  listDocumentVersions,
  listDocumentVersionsAfter,
  restoreDocumentVersion,
  useDocumentVersion,
  useDocumentVersions,
} from './api/document-versions';
export { getDocument } from './api/get-document';
export { useDocumentList } from './api/list-documents';
export { saveDocument, saveTimeoutMs, useSaveDocument } from './api/save-document';
export { idempotencyKeyForSave, newIdempotencyKey, noteSaveOutcome } from './save-idempotency-key';
export { buildSaveRequest } from './save-request';
