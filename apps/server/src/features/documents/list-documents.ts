import type { DocumentListQuery } from '@icf/shared';
import { requireMembership } from '../teams/team-membership';
import type { Database } from '../../db/client';
import {
  countLiveClientDocuments,
  countLiveDocuments,
  findLiveClientDocumentPage,
  findLiveDocumentPage,
  type DocumentListOwner,
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
 * A page beyond the last answers the last page, numbered as such (decision record 0042): its offset is then
 * bounded by the list, not by the `page` asked for. Page 1 needs no count first.
 */
export async function listDocuments(
  db: Database,
  userId: number,
  query: DocumentListQuery,
): Promise<DocumentListResult> {
  if (query.team_id !== undefined) await requireMembership(db, userId, query.team_id);
  const owner: DocumentListOwner = query.team_id === undefined ? { userId } : { teamId: query.team_id };
  const countAll = () =>
    query.client_id === undefined
      ? countLiveDocuments(db, owner)
      : countLiveClientDocuments(db, userId, query.client_id);
  const pageNumber =
    query.page === 1 ? 1 : Math.min(query.page, lastPageOf(await countAll(), query.per_page));
  const page = {
    orderBy: query.order_by_column,
    direction: query.order_by,
    limit: query.per_page,
    offset: (pageNumber - 1) * query.per_page,
  };
  const { rows, total } =
    query.client_id === undefined
      ? await findLiveDocumentPage(db, owner, page)
      : await findLiveClientDocumentPage(db, userId, query.client_id, page);
  return { rows, total, page: pageNumber, perPage: query.per_page };
}

/** Spec §3 "Document page": `last_page` is 1 for an empty list. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}
