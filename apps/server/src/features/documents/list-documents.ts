import type { DocumentListQuery } from '@icf/shared';
import { requireMembership } from '../teams/team-membership';
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

/**
 * One page of the documents that are not deleted (the dashboard, spec §2): the user's own, or with `team_id` one
 * team's (a team the user does not belong to is a 404, decision record 0033); all of them or one client's.
 */
export async function listDocuments(
  db: Database,
  userId: number,
  query: DocumentListQuery,
): Promise<DocumentListResult> {
  if (query.team_id !== undefined) await requireMembership(db, userId, query.team_id);
  const page = {
    orderBy: query.order_by_column,
    direction: query.order_by,
    limit: query.per_page,
    offset: (query.page - 1) * query.per_page,
  };
  const { rows, total } =
    query.client_id === undefined
      ? await findLiveDocumentPage(
          db,
          query.team_id === undefined ? { userId } : { teamId: query.team_id },
          page,
        )
      : await findLiveClientDocumentPage(db, userId, query.client_id, page);
  return { rows, total, page: query.page, perPage: query.per_page };
}
