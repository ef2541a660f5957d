/** The draft feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { confirmReplacingDraft } from './confirm-replacing-draft';
export { createDraftStore } from './create-draft-store';
export { emptyDocumentInfo, todayIsoDate } from './document-info';
export type { DocumentInfoField } from './document-info';
export {
  getDraftClient,
  resetDraftClient,
  setDraftClientId,
  setShowPrevious,
  startDraftClientEvaluation,
  useDraftClient,
} from './draft-client';
export { draftStorageKey, draftStorageKeyOf, serializeDraft } from './draft-storage';
export {
  attachCatalogue,
  clearDraft,
  dispatchSelection,
  draftStore,
  forgetDocumentId,
  getDraft,
  importDraft,
  markSaved,
  restoreSelection,
  updateInfo,
} from './draft-store';
export type { DraftImport } from './draft-store';
export { draftHasContent, selectionHasEntries } from './draft';
export type { Draft } from './draft';
export { offerUndo } from './offer-undo';
export {
  useAttachedCatalogue,
  useCodeEntry,
  useDraft,
  useDraftInfoField,
  useDraftSelection,
  useSelectedCodes,
} from './use-draft';
