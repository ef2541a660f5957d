import type { SaveDocumentRequestInput } from '@icf/shared';
import type { Draft } from '../draft';

/**
 * The save payload of a draft (spec §7): its info fields at the top level, the selected core-set ids, the
 * entries of the selected codes (only those: the hidden entries of removed codes and any unselected code
 * are no part of the document), and the saved document's `id` when the draft was imported from one.
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
