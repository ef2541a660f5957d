import type { SaveDocumentRequestInput } from '@icf/shared';
import type { Draft } from '../documentation/draft/draft';

/**
 * The save payload of a draft (spec §7): its info fields at the top level, the selected core-set ids, the
 * entries of the selected codes (only those: entries of removed codes are gone already, and an unselected
 * code is no part of the document), and the saved document's `id` when the draft was imported from one.
 */
export function buildSaveRequest(draft: Draft): SaveDocumentRequestInput {
  const { selection, info, documentId } = draft;
  const data: SaveDocumentRequestInput['data'] = {};
  for (const code of selection.selectedCodes) {
    const entry = selection.entries[code];
    if (entry) data[code] = entry;
  }
  return {
    ...(documentId === undefined ? {} : { id: documentId }),
    ...info,
    sets: [...selection.selectedSetIds],
    data,
  };
}

/** Whether importing a document over this draft would throw away work (codes chosen or info typed). */
export function draftHasContent(draft: Draft): boolean {
  if (draft.selection.selectedCodes.length > 0) return true;
  return Object.entries(draft.info).some(([field, value]) => field !== 'evaluation_date' && value !== '');
}
