import { useQuery } from '@tanstack/react-query';
import type { DocumentVersion, DocumentVersionList, RestoredDocumentVersion } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** `GET /api/document/{id}/versions`: every saved state of one of the user's documents, newest first. */
export function listDocumentVersions(id: number): Promise<DocumentVersionList> {
  return callApi('listDocumentVersions', { params: { id } });
}

/**
 * `GET /api/document/{id}/versions?after=N`: only the versions newer than N (newest first), so a screen at
 * version N learns whether, and by whom, the document moved on (decision record 0036).
 */
export function listDocumentVersionsAfter(id: number, after: number): Promise<DocumentVersionList> {
  return callApi('listDocumentVersions', { params: { id }, query: { after } });
}

/** `GET /api/document/{id}/versions/{version}`: one saved state, read only. */
export function getDocumentVersion(id: number, version: number): Promise<DocumentVersion> {
  return callApi('getDocumentVersion', { params: { id, version } });
}

/** `POST /api/document/{id}/versions/{version}/restore`: that state becomes the newest version. */
export function restoreDocumentVersion(id: number, version: number): Promise<RestoredDocumentVersion> {
  return callApi('restoreDocumentVersion', { params: { id, version } });
}

export function useDocumentVersions(userId: number, id: number) {
  return useQuery({ queryKey: documentKeys.versions(userId, id), queryFn: () => listDocumentVersions(id) });
}

export function useDocumentVersion(userId: number, id: number, version: number | null) {
  return useQuery({
    queryKey: [...documentKeys.versions(userId, id), version],
    queryFn: () => getDocumentVersion(id, version ?? 0),
    enabled: version !== null,
    // A saved version never changes.
    staleTime: Infinity,
  });
}
