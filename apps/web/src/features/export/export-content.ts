import type { CodeEntry, CoreSetGroup, DocumentInfo, DownloadFormNumber } from '@icf/shared';
import type { Messages } from '@icf/shared/i18n';

/** What the download and copy calls send (spec §7): the document and the current locale's messages. */
export interface ExportContent {
  info: DocumentInfo;
  data: Readonly<Record<string, CodeEntry>>;
  /** Core-set ids; sent as their names in both languages. */
  setIds: readonly string[];
  /**
   * The saved document the content is of (the draft's, unsaved changes and all): sent so a team's access log
   * names who printed or copied its record (decision record 0033). None for a draft never saved.
   */
  documentId?: number;
}

/** The form data of `POST /api/document/download` (with `number`) and `/copy` (without). */
export function exportFormData(
  content: ExportContent,
  groups: readonly CoreSetGroup[] | undefined,
  messages: Messages | null,
  number?: DownloadFormNumber,
): FormData {
  const form = new FormData();
  form.set('info', JSON.stringify(content.info));
  form.set('data', JSON.stringify(content.data));
  form.set('sets', JSON.stringify(exportSets(content, groups)));
  form.set('message', JSON.stringify(messages ?? {}));
  if (number !== undefined) form.set('number', String(number));
  if (content.documentId !== undefined) form.set('document_id', String(content.documentId));
  return form;
}

/** The document's core sets by their names in both languages (an unknown id stands for itself). */
export function exportSets(
  content: ExportContent,
  groups: readonly CoreSetGroup[] | undefined,
): { name: string; name_translation: string }[] {
  const setsById = new Map((groups ?? []).flatMap((group) => group.sets).map((set) => [set.id, set]));
  return content.setIds.map((id) => {
    const set = setsById.get(id);
    return { name: set?.name ?? id, name_translation: set?.name_translation ?? '' };
  });
}

/** 'Kim Minji_2024-03-26.pdf': the client and the evaluation date, without characters file systems refuse. */
export function pdfFileName(
  info: Pick<DocumentInfo, 'client' | 'evaluation_date'>,
  fallback: string,
): string {
  const parts = [info.client.trim() || fallback, info.evaluation_date].filter((part) => part !== '');
  const name = Array.from(parts.join('_'), (character) =>
    character.charCodeAt(0) < 32 || '\\/:*?"<>|'.includes(character) ? '-' : character,
  ).join('');
  return `${name.slice(0, 120)}.pdf`;
}
