import type { SavedDocument } from '@icf/shared';
import type { Draft } from '../draft';
import { buildSaveRequest } from '../document-data';
import type { ExportContent } from './export-content';

/** The draft as the download and copy calls print it: what a save would store. */
export function draftExportContent(draft: Draft): ExportContent {
  const { data, sets } = buildSaveRequest(draft);
  return {
    info: draft.info,
    data: data as ExportContent['data'],
    setIds: sets,
    documentId: draft.documentId,
  };
}

/** A saved document (dashboard) as the download and copy calls print it. */
export function savedExportContent(document: SavedDocument): ExportContent {
  return { info: document.info, data: document.data, setIds: document.sets, documentId: document.id };
}
