import {
  documentInfoFields,
  mergeDocumentContent,
  type CodeEntry,
  type DocumentInfo,
  type SaveDocumentRequestInput,
} from '@icf/shared';
import { ApiError } from '../src/lib/api-client';
import type { SavedContent } from '../src/features/documents';

/** The 409 of entries both changed (decision record 0036). */
export class EditConflict extends Error {}

/**
 * The document store as the server keeps it (decision record 0036), in memory: each save a version; a save
 * that names an older base merges by the shared rule or is refused with the entries both changed. Info
 * fields are read from the request's top level, as the real server reads them: anything else is ignored.
 */
export function createInMemoryDocumentServer() {
  const versions = new Map<
    number,
    { content: SavedContent; byYou: boolean; restoredFrom: number | null }[]
  >();
  let nextId = 1;
  const posts: SaveDocumentRequestInput[] = [];

  function contentOf(request: SaveDocumentRequestInput): SavedContent {
    const info = Object.fromEntries(
      documentInfoFields.map((field) => [field, request[field] ?? '']),
    ) as DocumentInfo;
    return { info, sets: [...request.sets], data: { ...request.data } as Record<string, CodeEntry> };
  }

  function current(id: number) {
    const list = versions.get(id);
    if (!list) throw new ApiError(404, { message: 'Not found' });
    return { ...list[list.length - 1]!.content, version: list.length };
  }

  return {
    posts,
    versions,
    /** Restores `version`: its content becomes the next version (as `POST …/restore` does). */
    restore(id: number, version: number, byYou = true) {
      const list = versions.get(id)!;
      list.push({ content: structuredClone(list[version - 1]!.content), byYou, restoredFrom: version });
    },
    /** Someone else (or the user elsewhere) saves `change` on top of the current version. */
    saveElsewhere(id: number, change: (content: SavedContent) => SavedContent, byYou = false) {
      const list = versions.get(id)!;
      const { info, sets, data } = current(id);
      list.push({ content: change(structuredClone({ info, sets, data })), byYou, restoredFrom: null });
    },
    current,
    async post(request: SaveDocumentRequestInput) {
      posts.push(request);
      const mine = contentOf(request);
      if (request.id === undefined || request.id === null) {
        const id = nextId++;
        versions.set(id, [{ content: mine, byYou: true, restoredFrom: null }]);
        return { id, version: 1 };
      }
      const now = current(request.id);
      const base = request.base_version;
      let content = mine;
      if (base !== undefined && base !== null && base < now.version) {
        const { merged, conflicts } = mergeDocumentContent(
          versions.get(request.id)![base - 1]!.content,
          mine,
          now,
        );
        if (conflicts.length > 0) throw new EditConflict();
        content = { info: merged.info as DocumentInfo, sets: merged.sets, data: merged.data };
      }
      versions.get(request.id)!.push({ content, byYou: true, restoredFrom: null });
      return { id: request.id, version: now.version + 1 };
    },
    async readDocument(id: number) {
      const { version, ...content } = current(id);
      return { id, version, ...structuredClone(content), created_at: '', updated_at: '' };
    },
    async readVersion(id: number, version: number) {
      const found = versions.get(id)?.[version - 1];
      if (!found) throw new ApiError(404, { message: 'Not found' });
      return { id, version, ...structuredClone(found.content), created_at: '' };
    },
    async listVersionsAfter(id: number, after: number) {
      const list = versions.get(id) ?? [];
      return {
        data: list
          .map((entry, index) => ({
            version: index + 1,
            created_at: '',
            description: entry.content.info.description,
            rated_codes: 0,
            author: entry.byYou ? 'Me' : 'Lee Seoyeon',
            by_you: entry.byYou,
            restored_from: entry.restoredFrom,
          }))
          .filter((entry) => entry.version > after)
          .reverse(),
      };
    },
  };
}
