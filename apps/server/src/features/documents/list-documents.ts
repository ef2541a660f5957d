import type { DocumentListQuery } from '@icf/shared';
import type { Database } from '../../db/client';
import {
  findLiveClientDocumentPage,
  findLiveDocumentPage,
  type DocumentSummaryRecord,
} from './documents-repository';

export interface DocumentListResult {
  rows: DocumentSummaryRecord[];
  total: number;
  page: number;
  perPage: number;
}

/** One page of the user's documents that are not deleted (the dashboard, spec §2), all or one client's. */
export async function listDocuments(
  db: Database,
  userId: number,
  query: DocumentListQuery,
): Promise<DocumentListResult> {
  const page = {
    orderBy: query.order_by_column,
    direction: query.order_by,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
  const { rows, total } =
    query.client_id === undefined
      ? await findLiveDocumentPage(db, userId, page)
      : await findLiveClientDocumentPage(db, userId, query.client_id, page);
  return { rows, total, page: query.page, perPage: query.per_page };
}
