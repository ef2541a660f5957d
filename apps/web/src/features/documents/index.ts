/** The documents feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { DraftSaveStatus } from './components/draft-save-status';
export { NewerVersionNotice } from './components/newer-version-notice';
export { VersionsDialog } from './components/versions-dialog';
export { documentName } from './document-name';
export type { SavedContent } from './save-conflict/conflict-choices';
export { SaveConflictHost } from './save-conflict/save-conflict-dialog';
export { startNewDocument } from './start-new-document';
export { useSaveDraft } from './use-save-draft';
