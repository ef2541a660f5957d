import {
  documentInfoFields,
  type CodeEntry,
  type DocumentInfo,
  type DocumentSaveConflict,
  type SaveDocumentRequestInput,
} from '@icf/shared';
import type { ConflictChoice } from '../../../components/conflict-choices/conflict-choice-dialog';

/** A document's content as a save sends it and a version keeps it. */
export interface SavedContent {
  info: DocumentInfo;
  sets: string[];
  data: Record<string, CodeEntry>;
}

/** The content of a save request: its info fields (each '' when left out), sets and code data. */
export function contentOfRequest(request: SaveDocumentRequestInput): SavedContent {
  const info = Object.fromEntries(
    documentInfoFields.map((field) => [field, request[field] ?? '']),
  ) as DocumentInfo;
  return { info, sets: [...request.sets], data: { ...request.data } as Record<string, CodeEntry> };
}

/** The merged content with the user's choice applied to each conflict (a removed entry stays removed). */
export function applyConflictChoices(
  merged: SavedContent,
  conflicts: readonly DocumentSaveConflict[],
  choices: readonly ConflictChoice[],
): SavedContent {
  const info = { ...merged.info };
  const data = { ...merged.data };
  conflicts.forEach((conflict, index) => {
    const chosen = choices[index] === 'mine' ? conflict.mine : conflict.theirs;
    if (conflict.part === 'info') {
      info[conflict.field] = (chosen as string | undefined) ?? '';
    } else if (chosen === undefined) {
      delete data[conflict.code];
    } else {
      data[conflict.code] = chosen as CodeEntry;
    }
  });
  return { info, sets: merged.sets, data };
}

/** Every info field, '' where the merged content has none. */
export function completeInfo(info: Record<string, string>): DocumentInfo {
  return Object.fromEntries(documentInfoFields.map((field) => [field, info[field] ?? ''])) as DocumentInfo;
}

/**
 * A save request of `content` as the document `id`: the info fields at the top level, as the server reads them
 * (spec §7); a key of their own would be ignored and the draft's old values saved instead.
 */
export function requestOfContent(
  content: SavedContent,
  id: number,
  clientId: number | null,
): SaveDocumentRequestInput {
  return {
    id,
    ...(clientId === null ? {} : { client_id: clientId }),
    ...content.info,
    sets: [...content.sets],
    data: { ...content.data },
  };
}
