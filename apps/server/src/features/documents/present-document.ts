import type { DocumentPage, DocumentVersion, DocumentVersionList, SavedDocument } from '@icf/shared';
import type { DocumentSnapshot } from '../../db/schema';
import type {
  DocumentRecord,
  DocumentVersionRecord,
  DocumentVersionSummaryRecord,
} from './documents-repository';
import { encodeListCursor, lastPageOf } from './document-list-paging';
import type { DocumentListResult } from './list-documents';

/** Spec §3 "Document page", numbered like Laravel's paginator, which the spec's client was written for. */
export function presentDocumentPage(result: DocumentListResult): DocumentPage {
  const from = (result.page - 1) * result.perPage + 1;
  return {
    per_page: result.perPage,
    current_page: result.page,
    last_page: lastPageOf(result.total, result.perPage),
    from: result.rows.length > 0 ? from : null,
    to: result.rows.length > 0 ? from + result.rows.length - 1 : null,
    total: result.total,
    next_cursor: result.cursors.next && encodeListCursor(result.cursors.next),
    prev_cursor: result.cursors.previous && encodeListCursor(result.cursors.previous),
    data: result.rows.map((row) => ({
      id: row.id,
      client: row.client,
      client_id: row.clientId,
      description: row.description,
      created_at: row.createdAt.toISOString(),
      updated_at: row.updatedAt.toISOString(),
      deleted_at: row.deletedAt?.toISOString() ?? null,
    })),
  };
}

/** The import answer: the document exactly as saved. */
export function presentSavedDocument(document: DocumentRecord): SavedDocument {
  return {
    id: document.id,
    version: document.version,
    client_id: document.clientId,
    info: document.info,
    sets: document.sets,
    data: document.data,
    created_at: document.createdAt.toISOString(),
    updated_at: document.updatedAt.toISOString(),
  };
}

/** `userId` is the caller: `by_you` tells their own versions from a team member's without exposing ids. */
export function presentDocumentVersions(
  versions: DocumentVersionSummaryRecord[],
  userId: number,
): DocumentVersionList {
  return {
    data: versions.map((version) => ({
      version: version.version,
      created_at: version.createdAt.toISOString(),
      description: version.description,
      rated_codes: version.ratedCodes,
      author: version.authorName,
      by_you: version.authorId === userId,
      restored_from: version.restoredFrom,
    })),
  };
}

export function presentDocumentVersion(
  version: DocumentVersionRecord & { snapshot: DocumentSnapshot },
): DocumentVersion {
  return {
    id: version.documentId,
    version: version.version,
    info: version.snapshot.info,
    sets: version.snapshot.sets,
    data: version.snapshot.data,
    created_at: version.createdAt.toISOString(),
  };
}
