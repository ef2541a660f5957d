import type { DocumentListQuery } from '@icf/shared';
import { AppError } from '../../errors/app-error';
import { fieldMessage } from '../../errors/field-message';
import { requireMembership } from '../teams';
import type { Database } from '../../db/client';
import {
  countLiveClientDocuments,
  countLiveDocuments,
  findLiveDocumentPage,
  type DocumentPageList,
  type DocumentPageRow,
} from './documents-repository';
import {
  decodeListCursor,
  fallbackAfterCursorRead,
  firstPageRead,
  lastPageOf,
  neighbourCursors,
  readPageByNumber,
  readFromCursor,
  type ListCursor,
  type ListRead,
} from './document-list-paging';

export interface DocumentListResult {
  rows: DocumentPageRow[];
  total: number;
  page: number;
  perPage: number;
  /** The places just after this page and just before it, null at either end (decision record 0047). */
  cursors: { next: ListCursor | null; previous: ListCursor | null };
}

/**
 * One page of the documents that are not deleted (the dashboard, spec §2): the user's own, or with `team_id` one
 * team's (a team the user does not belong to is a 404, decision record 0033); all of them or one client's.
 * Every page costs about what the first does (decision record 0047): page 1 needs no count first, a page of
 * the second half is read from the far end, and a `cursor` (from a page's answer) reads on from its place.
 * A page beyond the last answers the last page, numbered as such (decision record 0042).
 */
export async function listDocuments(
  db: Database,
  userId: number,
  query: DocumentListQuery,
): Promise<DocumentListResult> {
  if (query.team_id !== undefined) await requireMembership(db, userId, query.team_id);
  const list: DocumentPageList =
    query.client_id !== undefined
      ? { userId, clientId: query.client_id }
      : query.team_id === undefined
        ? { userId }
        : { teamId: query.team_id };
  const ordering = { column: query.order_by_column, direction: query.order_by };
  const perPage = query.per_page;
  const findPage = (read: ListRead) => findLiveDocumentPage(db, list, ordering, read);
  const byNumber = (page: number, total: number) => readPageByNumber(page, perPage, total, findPage);

  let answer: { page: number; rows: DocumentPageRow[]; total: number };
  if (query.cursor !== undefined) {
    const read = cursorRead(query);
    const found = await findPage(read);
    const fallback = fallbackAfterCursorRead(read, found.rows.length);
    answer =
      fallback === undefined
        ? { page: Math.min(query.page, lastPageOf(found.total, perPage)), ...found }
        : await byNumber(fallback === 'first' ? 1 : Number.MAX_SAFE_INTEGER, found.total);
  } else if (query.page === 1) {
    answer = { page: 1, ...(await findPage(firstPageRead(perPage))) };
  } else {
    const total =
      'clientId' in list
        ? await countLiveClientDocuments(db, list.userId, list.clientId)
        : await countLiveDocuments(db, list);
    answer = await byNumber(query.page, total);
  }

  const keys =
    answer.rows.length > 0 ? { first: answer.rows[0]!.key, last: answer.rows.at(-1)!.key } : undefined;
  const shown = { page: answer.page, lastPage: lastPageOf(answer.total, perPage), perPage };
  return { ...answer, perPage, cursors: neighbourCursors(shown, ordering, keys) };
}

/** The read a request's cursor stands for; a cursor this server did not make, or made for another list view, is a 422. */
function cursorRead(query: DocumentListQuery): ListRead {
  const cursor = decodeListCursor(query.cursor!);
  const read =
    cursor &&
    readFromCursor(cursor, {
      page: query.page,
      perPage: query.per_page,
      column: query.order_by_column,
      direction: query.order_by,
    });
  if (!read) throw AppError.validation({ cursor: [fieldMessage('validation.in', 'cursor')] });
  return read;
}
