import {
  documentIdMax,
  documentOrderColumns,
  documentOrderDirections,
  documentPageMaxSize,
  isStorableText,
  textareaMaxLength,
  type DocumentOrderColumn,
  type DocumentOrderDirection,
} from '@icf/shared';

/**
 * The dashboard list's paging arithmetic (decision record 0047), without SQL: which end a page is read from,
 * how far to skip, and the cursors that lead to the neighbouring pages. The list's order is total (the sort
 * column, then the id, both one way), so a page is a run of that order and a cursor names a place in it.
 */

/** Where the list's order stands at one row: the sort column's value (text, or a timestamp to the µs) and the id. */
export interface ListKey {
  /** Absent when the list is ordered by id alone. */
  value?: string;
  id: number;
}

/**
 * A place in one ordering of the list: just after `key` (the next pages) or just before it (the previous
 * pages). `page` is the page that starts (after) or ends (before) there; `perPage` gives the page its size.
 */
export interface ListCursor {
  column: DocumentOrderColumn;
  direction: DocumentOrderDirection;
  perPage: number;
  side: 'after' | 'before';
  page: number;
  key: ListKey;
}

/**
 * How to read a page: `skip` rows, then `limit` rows, in the list's own order (`forward`) or in the reverse
 * order (then the rows are turned round), from one end of the list or from a cursor's key.
 */
export interface ListRead {
  forward: boolean;
  from: 'end' | ListKey;
  skip: number;
  limit: number;
}

/** Spec §3 "Document page": `last_page` is 1 for an empty list. */
export function lastPageOf(total: number, perPage: number): number {
  return Math.max(1, Math.ceil(total / perPage));
}

/**
 * A page by its number: page 1 and the pages of the first half from the start, the others from the far end
 * in reverse order, so the last page costs what the first does. A page beyond the last is the last page
 * (decision record 0042). Needs the total, except for page 1.
 */
export function readByNumber(page: number, perPage: number, total: number): { page: number; read: ListRead } {
  const lastPage = lastPageOf(total, perPage);
  const shown = Math.min(page, lastPage);
  const start = (shown - 1) * perPage;
  const end = Math.min(start + perPage, total);
  if (shown === 1 || start <= total - end) {
    return { page: shown, read: { forward: true, from: 'end', skip: start, limit: perPage } };
  }
  return { page: shown, read: { forward: false, from: 'end', skip: total - end, limit: end - start } };
}

/** How many times a page by number is placed again after the list's count moved under it. */
const placeAttempts = 3;

/**
 * A page by its number, read with `findPage`, which answers the rows and the total of one statement. The total
 * that placed the page (`total`, counted before) can be stale by then: a document saved or deleted between the
 * two statements would show, say, two rows on page 2 under "11 documents". When the page's own total differs,
 * the page is placed again by that total, a few times at most (then the last read is answered as it is).
 */
export async function readPageByNumber<Row>(
  page: number,
  perPage: number,
  total: number,
  findPage: (read: ListRead) => Promise<{ rows: Row[]; total: number }>,
): Promise<{ page: number; rows: Row[]; total: number }> {
  let placedBy = total;
  for (let attempt = 1; ; attempt += 1) {
    const plan = readByNumber(page, perPage, placedBy);
    const found = await findPage(plan.read);
    if (found.total === placedBy || attempt === placeAttempts) return { page: plan.page, ...found };
    placedBy = found.total;
  }
}

/** Page 1, read before the total is known (the total comes with its rows). */
export function firstPageRead(perPage: number): ListRead {
  return { forward: true, from: 'end', skip: 0, limit: perPage };
}

/**
 * A page from a cursor: the rows after its key (or before it, read in reverse), skipping the whole pages
 * between the cursor's page and the one asked for. The cursor must belong to the request (same ordering and
 * page size) and point towards the page: otherwise undefined, which the route answers with a 422.
 */
export function readFromCursor(
  cursor: ListCursor,
  request: { page: number; perPage: number; column: DocumentOrderColumn; direction: DocumentOrderDirection },
): ListRead | undefined {
  if (
    cursor.column !== request.column ||
    cursor.direction !== request.direction ||
    cursor.perPage !== request.perPage
  ) {
    return undefined;
  }
  const pagesAway = cursor.side === 'after' ? request.page - cursor.page : cursor.page - request.page;
  if (pagesAway < 0) return undefined;
  return {
    forward: cursor.side === 'after',
    from: cursor.key,
    skip: pagesAway * request.perPage,
    limit: request.perPage,
  };
}

/**
 * What a cursor read found may not be the page asked for when the list changed since the cursor was made:
 * nothing after it (documents deleted), or fewer than a page before it (documents added before it, or
 * deleted). Those are answered by number instead: the last page, or page 1, so a page is never short
 * except the last. Undefined when the rows read are the page.
 */
export function fallbackAfterCursorRead(read: ListRead, found: number): 'last' | 'first' | undefined {
  if (read.forward && found === 0) return 'last';
  if (!read.forward && found < read.limit) return 'first';
  return undefined;
}

/**
 * The cursors of a page's neighbours: after its last row (the next page) and before its first (the
 * previous), null at either end of the list.
 */
export function neighbourCursors(
  shown: { page: number; lastPage: number; perPage: number },
  ordering: { column: DocumentOrderColumn; direction: DocumentOrderDirection },
  keys: { first: ListKey; last: ListKey } | undefined,
): { next: ListCursor | null; previous: ListCursor | null } {
  if (!keys) return { next: null, previous: null };
  const base = { ...ordering, perPage: shown.perPage };
  return {
    next:
      shown.page < shown.lastPage ? { ...base, side: 'after', page: shown.page + 1, key: keys.last } : null,
    previous: shown.page > 1 ? { ...base, side: 'before', page: shown.page - 1, key: keys.first } : null,
  };
}

/** Microsecond timestamps as the repository writes them (UTC): what a timestamp key must look like. */
const timestampPattern = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})\.\d{6}Z$/;

/** A real moment in years 1–9999 (PostgreSQL refuses 30 February or year 0 with an error, not a row). */
function isTimestamp(value: string): boolean {
  const parts = timestampPattern.exec(value)?.slice(1).map(Number);
  if (!parts) return false;
  const [year, month, day, hour, minute, second] = parts as [number, number, number, number, number, number];
  const moment = new Date(0);
  moment.setUTCFullYear(year, month - 1, day);
  moment.setUTCHours(hour, minute, second);
  return (
    year >= 1 &&
    moment.getUTCFullYear() === year &&
    moment.getUTCMonth() === month - 1 &&
    moment.getUTCDate() === day &&
    moment.getUTCHours() === hour &&
    moment.getUTCMinutes() === minute &&
    moment.getUTCSeconds() === second
  );
}

/** The columns whose key is a timestamp; `id` has no value; the others are text. */
const timestampColumns: readonly DocumentOrderColumn[] = ['created_at', 'updated_at'];

/** A cursor as the API hands it out: base64url of a small JSON array, opaque to clients. */
export function encodeListCursor(cursor: ListCursor): string {
  const fields = [
    cursor.column,
    cursor.direction,
    cursor.perPage,
    cursor.side,
    cursor.page,
    cursor.key.id,
    cursor.key.value ?? null,
  ];
  return Buffer.from(JSON.stringify(fields)).toString('base64url');
}

/**
 * A cursor from a request, checked field by field; undefined for anything this module did not write (a
 * forged or damaged cursor is the client's error, never a value that reaches SQL unchecked).
 */
export function decodeListCursor(text: string): ListCursor | undefined {
  if (!/^[A-Za-z0-9_-]+$/.test(text)) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields) || fields.length !== 7) return undefined;
  const [column, direction, perPage, side, page, id, value] = fields as unknown[];
  if (!documentOrderColumns.includes(column as DocumentOrderColumn)) return undefined;
  if (!documentOrderDirections.includes(direction as DocumentOrderDirection)) return undefined;
  if (!isWholeNumber(perPage, documentPageMaxSize)) return undefined;
  if (side !== 'after' && side !== 'before') return undefined;
  if (!isWholeNumber(page, Number.MAX_SAFE_INTEGER)) return undefined;
  if (!isWholeNumber(id, documentIdMax)) return undefined;
  if (!isKeyValue(column as DocumentOrderColumn, value)) return undefined;
  return {
    column: column as DocumentOrderColumn,
    direction: direction as DocumentOrderDirection,
    perPage: perPage as number,
    side,
    page: page as number,
    key: value === null ? { id: id as number } : { value: value as string, id: id as number },
  };
}

function isWholeNumber(value: unknown, max: number): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= max;
}

function isKeyValue(column: DocumentOrderColumn, value: unknown): boolean {
  if (column === 'id') return value === null;
  if (typeof value !== 'string') return false;
  if (timestampColumns.includes(column)) {
    return isTimestamp(value);
  }
  // The longest text a sortable column holds (the description, a text area), storable in PostgreSQL.
  return value.length <= textareaMaxLength && isStorableText(value);
}
