import { describe, expect, it } from 'vitest';
import {
  defaultListParams,
  listSearch,
  pageAfterDelete,
  pageButtons,
  pageLink,
  readListParams,
  rowNumber,
  sortBy,
} from './document-list-params';

const read = (query: string) => readListParams(new URLSearchParams(query));

describe('rowNumber', () => {
  it('numbers rows per_page*(current_page-1)+index+1', () => {
    expect(rowNumber({ per_page: 10, current_page: 1 }, 0)).toBe(1);
    expect(rowNumber({ per_page: 10, current_page: 1 }, 9)).toBe(10);
    expect(rowNumber({ per_page: 10, current_page: 2 }, 0)).toBe(11);
    expect(rowNumber({ per_page: 10, current_page: 2 }, 1)).toBe(12);
    expect(rowNumber({ per_page: 25, current_page: 3 }, 4)).toBe(55);
  });
});

describe('pageAfterDelete', () => {
  it('stays on the page while it still has documents', () => {
    expect(pageAfterDelete({ current_page: 2, per_page: 10, total: 12 })).toBe(2);
    expect(pageAfterDelete({ current_page: 1, per_page: 10, total: 12 })).toBe(1);
    expect(pageAfterDelete({ current_page: 1, per_page: 10, total: 1 })).toBe(1);
  });

  it('moves back when the page became empty', () => {
    expect(pageAfterDelete({ current_page: 2, per_page: 10, total: 11 })).toBe(1);
    expect(pageAfterDelete({ current_page: 3, per_page: 10, total: 21 })).toBe(2);
    expect(pageAfterDelete({ current_page: 5, per_page: 10, total: 12 }, 2)).toBe(1);
    expect(pageAfterDelete({ current_page: 1, per_page: 10, total: 0 })).toBe(1);
  });
});

describe('readListParams / listSearch', () => {
  it('defaults to page 1, newest first', () => {
    expect(read('')).toEqual(defaultListParams);
    expect(defaultListParams).toEqual({ page: 1, sort: 'created_at', order: 'desc' });
  });

  it('reads a valid page, column and direction', () => {
    expect(read('page=3&sort=client&order=desc')).toEqual({ page: 3, sort: 'client', order: 'desc' });
    expect(read('page=2&sort=created_at&order=asc')).toEqual({ page: 2, sort: 'created_at', order: 'asc' });
  });

  it('ignores malformed values', () => {
    for (const page of ['0', '-1', '1.5', 'abc', '01', '9999999999', ''])
      expect(read(`page=${page}`).page).toBe(1);
    expect(read('sort=password&order=up')).toEqual(defaultListParams);
    expect(read('sort=client')).toEqual({ page: 1, sort: 'client', order: 'asc' });
  });

  it('writes only what differs from the default, and reads it back', () => {
    expect(listSearch(defaultListParams).toString()).toBe('');
    expect(listSearch({ ...defaultListParams, page: 2 }).toString()).toBe('page=2');
    const params = { page: 4, sort: 'client', order: 'asc' } as const;
    expect(listSearch(params).toString()).toBe('page=4&sort=client&order=asc');
    expect(readListParams(listSearch(params))).toEqual(params);
  });
});

describe('sortBy', () => {
  it('flips the current column and starts another afresh, back on page 1', () => {
    const onPage3 = { ...defaultListParams, page: 3 };
    expect(sortBy(onPage3, 'created_at')).toEqual({ page: 1, sort: 'created_at', order: 'asc' });
    expect(sortBy(onPage3, 'client')).toEqual({ page: 1, sort: 'client', order: 'asc' });
    expect(sortBy({ page: 2, sort: 'client', order: 'asc' }, 'client')).toEqual({
      page: 1,
      sort: 'client',
      order: 'desc',
    });
  });
});

describe('pageButtons', () => {
  it('lists every page when there are few', () => {
    expect(pageButtons(1, 1)).toEqual([1]);
    expect(pageButtons(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageButtons(1, 7)).toEqual([1, 2, 3, 'gap', 7]);
  });

  it('keeps first, last and two around the current page, with gaps', () => {
    expect(pageButtons(6, 20)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 20]);
    expect(pageButtons(20, 20)).toEqual([1, 'gap', 18, 19, 20]);
    // A gap of a single page shows that page instead of '…'.
    expect(pageButtons(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('the client filter in the URL', () => {
  it('reads a client id, ignores a malformed one, and keeps it through sorting and in the URL', () => {
    const params = readListParams(new URLSearchParams('client=7&page=2'));
    expect(params).toEqual({ page: 2, sort: 'created_at', order: 'desc', client: 7 });
    expect(readListParams(new URLSearchParams('client=abc')).client).toBeUndefined();
    expect(readListParams(new URLSearchParams('client=0')).client).toBeUndefined();
    expect(sortBy(params, 'client')).toEqual({ page: 1, sort: 'client', order: 'asc', client: 7 });
    expect(listSearch(params).toString()).toBe('page=2&client=7');
    expect(listSearch({ page: 1, sort: 'created_at', order: 'desc' }).toString()).toBe('');
  });
});

describe('page links and their cursors', () => {
  const shown = { current_page: 5, last_page: 20, next_cursor: 'after5', prev_cursor: 'before5' };
  const params = { ...defaultListParams, page: 5, cursor: 'came-with-page-5' };

  it('reads later pages on from the next cursor and earlier ones back from the previous cursor', () => {
    expect(pageLink(params, 6, shown)).toEqual({ ...defaultListParams, page: 6, cursor: 'after5' });
    expect(pageLink(params, 7, shown)).toEqual({ ...defaultListParams, page: 7, cursor: 'after5' });
    expect(pageLink(params, 4, shown)).toEqual({ ...defaultListParams, page: 4, cursor: 'before5' });
    expect(pageLink(params, 3, shown)).toEqual({ ...defaultListParams, page: 3, cursor: 'before5' });
  });

  it('links page 1, the last page and the current one without a cursor', () => {
    for (const target of [1, 5, 20]) {
      expect(pageLink(params, target, shown)).toEqual({ ...defaultListParams, page: target });
    }
    expect(pageLink(params, 6, { ...shown, next_cursor: null })).toEqual({ ...defaultListParams, page: 6 });
  });

  it('keeps a cursor in the URL, drops a malformed one, and leaves it out of any other change', () => {
    const withCursor = read('page=6&cursor=abc_-09');
    expect(withCursor).toEqual({ ...defaultListParams, page: 6, cursor: 'abc_-09' });
    expect(read(listSearch(withCursor).toString())).toEqual(withCursor);
    expect(read('page=6&cursor=a%20b').cursor).toBeUndefined();
    expect(read(`page=6&cursor=${'a'.repeat(8401)}`).cursor).toBeUndefined();
    expect(sortBy(withCursor, 'client').cursor).toBeUndefined();
  });
});
