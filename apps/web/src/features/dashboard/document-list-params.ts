import type { DocumentOrderColumn, DocumentOrderDirection } from '@icf/shared';

/** The dashboard sorts by these columns (a click on their header); the API allows a few more. */
export const sortableColumns = ['client', 'created_at'] as const satisfies readonly DocumentOrderColumn[];
export type SortableColumn = (typeof sortableColumns)[number];

/**
 * What the dashboard shows, as it stands in the URL (`?page=2&sort=client&order=asc`), so that a reload or
 * the back button keeps it. Spec §9: by default newest first.
 */
export interface DocumentListParams {
  page: number;
  sort: SortableColumn;
  order: DocumentOrderDirection;
  /** Only this client's documents (`?client=7`). */
  client?: number;
  /** A team's documents instead of the user's own (`?team=3`, decision record 0033). */
  team?: number;
  /**
   * Where the server reads `page` on from (`?cursor=…`, a page's `next_cursor` or `prev_cursor`, decision
   * record 0047): only the page links put it there, and any other change of the list leaves it out.
   */
  cursor?: string;
}

export const defaultListParams: DocumentListParams = { page: 1, sort: 'created_at', order: 'desc' };

/** A click on a column that is not the current sort starts with this direction (names A→Z, dates newest first). */
const firstDirection: Record<SortableColumn, DocumentOrderDirection> = { client: 'asc', created_at: 'desc' };

/** Reads the URL; anything missing or malformed (page 0, 'abc', an unknown column) falls back to the default. */
export function readListParams(search: URLSearchParams): DocumentListParams {
  const page = search.get('page') ?? '';
  const sort = search.get('sort');
  const order = search.get('order');
  const client = search.get('client') ?? '';
  const team = search.get('team') ?? '';
  const cursor = search.get('cursor') ?? '';
  const column = (sortableColumns as readonly string[]).includes(sort ?? '')
    ? (sort as SortableColumn)
    : defaultListParams.sort;
  return {
    page: /^[1-9][0-9]{0,8}$/.test(page) ? Number(page) : defaultListParams.page,
    sort: column,
    order:
      order === 'asc' || order === 'desc'
        ? order
        : column === defaultListParams.sort
          ? defaultListParams.order
          : firstDirection[column],
    ...(/^[1-9][0-9]{0,8}$/.test(client) ? { client: Number(client) } : {}),
    ...(/^[1-9][0-9]{0,8}$/.test(team) ? { team: Number(team) } : {}),
    ...(/^[A-Za-z0-9_-]{1,8400}$/.test(cursor) ? { cursor } : {}),
  };
}

/** The URL query of `params`, leaving out what is the default. */
export function listSearch(params: DocumentListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.page !== defaultListParams.page) search.set('page', String(params.page));
  if (params.sort !== defaultListParams.sort || params.order !== defaultListParams.order) {
    search.set('sort', params.sort);
    search.set('order', params.order);
  }
  if (params.client !== undefined) search.set('client', String(params.client));
  if (params.team !== undefined) search.set('team', String(params.team));
  if (params.cursor !== undefined) search.set('cursor', params.cursor);
  return search;
}

/** The same list at another page, counted from an end (no cursor). */
export function atPage(params: DocumentListParams, page: number): DocumentListParams {
  const { cursor: _cursor, ...rest } = params;
  return { ...rest, page };
}

/**
 * A page link from the page shown: a later page reads on after this page (`next_cursor`), an earlier one
 * back from its start (`prev_cursor`), so a deep page costs what the first does (decision record 0047).
 * Page 1 and the last page need no cursor: the server reads them from their own end.
 */
export function pageLink(
  params: DocumentListParams,
  target: number,
  shown: {
    current_page: number;
    last_page: number;
    next_cursor?: string | null;
    prev_cursor?: string | null;
  },
): DocumentListParams {
  const cursor =
    target === 1 || target === shown.last_page || target === shown.current_page
      ? undefined
      : target > shown.current_page
        ? shown.next_cursor
        : shown.prev_cursor;
  return cursor ? { ...atPage(params, target), cursor } : atPage(params, target);
}

/** A click on a column header: the same column flips its direction, another one starts afresh; page 1. */
export function sortBy(params: DocumentListParams, column: SortableColumn): DocumentListParams {
  const order = params.sort === column ? (params.order === 'asc' ? 'desc' : 'asc') : firstDirection[column];
  return { ...atPage(params, 1), sort: column, order };
}

/** Spec §2: the row number is per_page*(current_page-1)+index+1, so numbering continues across pages. */
export function rowNumber(page: { per_page: number; current_page: number }, index: number): number {
  return page.per_page * (page.current_page - 1) + index + 1;
}

/**
 * The page to show after `deleted` documents left the list: the current one, or the last one that still has
 * documents when the current page became empty (deleting the only row of page 3 shows page 2).
 */
export function pageAfterDelete(
  page: { current_page: number; per_page: number; total: number },
  deleted = 1,
): number {
  const remaining = Math.max(0, page.total - deleted);
  const lastPage = Math.max(1, Math.ceil(remaining / page.per_page));
  return Math.min(page.current_page, lastPage);
}

/**
 * The page buttons: always the first and last page and two on each side of the current one, with a gap
 * ('…') where pages are left out: 1 … 4 5 [6] 7 8 … 20.
 */
export function pageButtons(current: number, last: number): (number | 'gap')[] {
  const shown = new Set([1, last]);
  for (let page = current - 2; page <= current + 2; page += 1) {
    if (page >= 1 && page <= last) shown.add(page);
  }
  const pages = [...shown].sort((a, b) => a - b);
  const result: (number | 'gap')[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push('gap');
    result.push(page);
  });
  return result;
}
