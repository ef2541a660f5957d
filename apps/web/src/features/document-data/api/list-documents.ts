import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DocumentListQueryInput, DocumentPage } from '@icf/shared';
import { callApi } from '../../../lib/api-client';
import { documentKeys } from './document-keys';

/** `GET /api/document/all?page&per_page&order_by_column&order_by`: one page of the user's live documents. */
export function listDocuments(query: DocumentListQueryInput): Promise<DocumentPage> {
  return callApi('listDocuments', { query: { ...query } });
}

export function documentListQueryOptions(userId: number, query: DocumentListQueryInput) {
  return queryOptions({
    queryKey: documentKeys.list(userId, query),
    queryFn: () => listDocuments(query),
  });
}

/** The dashboard's page; the previous page stays on screen while the next one loads (no flicker). */
export function useDocumentList(userId: number, query: DocumentListQueryInput) {
  return useQuery({ ...documentListQueryOptions(userId, query), placeholderData: keepPreviousData });
}
