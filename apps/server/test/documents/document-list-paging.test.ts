import { describe, expect, it } from 'vitest';
import {
  decodeListCursor,
  encodeListCursor,
  fallbackAfterCursorRead,
  firstPageRead,
  lastPageOf,
  neighbourCursors,
  readByNumber,
  readFromCursor,
  readPageByNumber,
  type ListCursor,
  type ListRead,
} from '../../src/features/documents/document-list-paging';

/** The rows a read takes from a list of `total` numbered 0…total-1 in its order (a key is a row's number). */
function apply(read: ListRead, total: number): number[] {
  const order = Array.from({ length: total }, (_, index) => index);
  const walked = read.forward ? order : [...order].reverse();
  const from = read.from;
  const past = from === 'end' ? 0 : walked.findIndex((row) => (read.forward ? row > from.id : row < from.id));
  const start = past === -1 ? total : past;
  const rows = walked.slice(start + read.skip, start + read.skip + read.limit);
  return read.forward ? rows : rows.reverse();
}

/** Page `page` of the list by plain offset arithmetic: what every other read must equal. */
const byOffset = (page: number, perPage: number, total: number) =>
  Array.from({ length: total }, (_, index) => index).slice((page - 1) * perPage, page * perPage);

const ordering = { column: 'created_at', direction: 'desc' } as const;

describe('paging the document list', () => {
  it('numbers the last page 1 for an empty list', () => {
    expect(lastPageOf(0, 10)).toBe(1);
    expect(lastPageOf(10, 10)).toBe(1);
    expect(lastPageOf(11, 10)).toBe(2);
  });

  it('reads every page by number as offset paging would, the second half from the far end', () => {
    for (const total of [0, 1, 9, 10, 11, 23, 100, 101]) {
      for (const perPage of [1, 4, 10]) {
        const lastPage = lastPageOf(total, perPage);
        for (let page = 1; page <= lastPage; page++) {
          const { page: shown, read } = readByNumber(page, perPage, total);
          expect(shown).toBe(page);
          expect(apply(read, total), `${total}/${perPage}/${page}`).toEqual(byOffset(page, perPage, total));
          // Neither end is ever skipped over by more than half the list.
          expect(read.skip).toBeLessThanOrEqual(Math.ceil(total / 2));
        }
      }
    }
  });

  it('reads the last page from the far end without skipping, also when it is short', () => {
    expect(readByNumber(3, 10, 23)).toEqual({
      page: 3,
      read: { forward: false, from: 'end', skip: 0, limit: 3 },
    });
    expect(readByNumber(10_000, 10, 100_000).read).toEqual({
      forward: false,
      from: 'end',
      skip: 0,
      limit: 10,
    });
  });

  it('answers the last page to a page beyond it, up to 2^53', () => {
    for (const page of [4, 1000, Number.MAX_SAFE_INTEGER]) {
      expect(readByNumber(page, 10, 23)).toEqual(readByNumber(3, 10, 23));
    }
    expect(readByNumber(Number.MAX_SAFE_INTEGER, 10, 0)).toEqual({ page: 1, read: firstPageRead(10) });
  });

  it('reads on from a cursor: the next pages after its key, the previous ones before it', () => {
    const total = 23;
    const perPage = 4;
    for (let page = 1; page <= 6; page++) {
      const rows = byOffset(page, perPage, total);
      const { next, previous } = neighbourCursors({ page, lastPage: 6, perPage }, ordering, {
        first: { id: rows[0]! },
        last: { id: rows.at(-1)! },
      });
      for (let target = page + 1; target <= 6; target++) {
        const read = readFromCursor(next!, { page: target, perPage, ...ordering })!;
        expect(apply(read, total), `${page}→${target}`).toEqual(byOffset(target, perPage, total));
      }
      for (let target = page - 1; target >= 1; target--) {
        const read = readFromCursor(previous!, { page: target, perPage, ...ordering })!;
        expect(apply(read, total), `${page}→${target}`).toEqual(byOffset(target, perPage, total));
      }
      expect(next === null).toBe(page === 6);
      expect(previous === null).toBe(page === 1);
    }
  });

  it('refuses a cursor of another ordering, page size, or that points away from the page', () => {
    const cursor: ListCursor = { ...ordering, perPage: 10, side: 'after', page: 3, key: { id: 5 } };
    const request = { page: 3, perPage: 10, ...ordering };
    expect(readFromCursor(cursor, request)).toEqual({ forward: true, from: { id: 5 }, skip: 0, limit: 10 });
    expect(readFromCursor(cursor, { ...request, page: 5 })?.skip).toBe(20);
    expect(readFromCursor(cursor, { ...request, page: 2 })).toBeUndefined();
    expect(readFromCursor(cursor, { ...request, perPage: 20 })).toBeUndefined();
    expect(readFromCursor(cursor, { ...request, direction: 'asc' })).toBeUndefined();
    expect(readFromCursor(cursor, { ...request, column: 'client' })).toBeUndefined();
    expect(readFromCursor({ ...cursor, side: 'before' }, { ...request, page: 4 })).toBeUndefined();
  });

  it('falls back to the last page when nothing follows a cursor, to page 1 when too little precedes it', () => {
    const after: ListRead = { forward: true, from: { id: 1 }, skip: 0, limit: 10 };
    const before: ListRead = { ...after, forward: false };
    expect(fallbackAfterCursorRead(after, 0)).toBe('last');
    expect(fallbackAfterCursorRead(after, 3)).toBeUndefined();
    expect(fallbackAfterCursorRead(before, 9)).toBe('first');
    expect(fallbackAfterCursorRead(before, 10)).toBeUndefined();
  });

  it('round-trips cursors of every kind of key', () => {
    const cursors: ListCursor[] = [
      { column: 'id', direction: 'asc', perPage: 1, side: 'after', page: 2, key: { id: 1 } },
      {
        column: 'created_at',
        direction: 'desc',
        perPage: 100,
        side: 'before',
        page: Number.MAX_SAFE_INTEGER,
        key: { value: '2024-02-29T23:59:59.123456Z', id: 2_147_483_647 },
      },
      {
        column: 'description',
        direction: 'asc',
        perPage: 10,
        side: 'after',
        page: 7,
        key: { value: `초기 평가 "quoted" \\ ${'\u0001'.repeat(1000 - 20)}`.slice(0, 1000), id: 42 },
      },
    ];
    for (const cursor of cursors) {
      const text = encodeListCursor(cursor);
      expect(text).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(text.length).toBeLessThanOrEqual(8400);
      expect(decodeListCursor(text)).toEqual(cursor);
    }
  });

  it('refuses forged and damaged cursors', () => {
    const valid: unknown[] = ['created_at', 'desc', 10, 'after', 2, 7, '2024-01-01T00:00:00.000000Z'];
    const forge = (fields: unknown) => Buffer.from(JSON.stringify(fields)).toString('base64url');
    expect(decodeListCursor(forge(valid))).toBeDefined();
    const forged: unknown[] = [
      'not base64!',
      '',
      Buffer.from('{').toString('base64url'),
      forge({ column: 'created_at' }),
      forge(valid.slice(0, 6)),
      forge(['deleted_at', ...valid.slice(1)]),
      forge(['created_at; drop table documents', ...valid.slice(1)]),
      forge(valid.with(1, 'sideways')),
      forge(valid.with(2, 0)),
      forge(valid.with(2, 101)),
      forge(valid.with(2, 1.5)),
      forge(valid.with(3, 'around')),
      forge(valid.with(4, 0)),
      forge(valid.with(4, 2 ** 53)),
      forge(valid.with(5, -1)),
      forge(valid.with(5, 2 ** 31)),
      forge(valid.with(5, '7')),
      forge(valid.with(6, null)),
      forge(valid.with(6, 5)),
      forge(valid.with(6, '2024-02-30T00:00:00.000000Z')),
      forge(valid.with(6, '0000-01-01T00:00:00.000000Z')),
      forge(valid.with(6, '2024-01-01T24:00:00.000000Z')),
      forge(valid.with(6, '2024-01-01T00:00:00Z')),
      forge(valid.with(6, "2024-01-01'; --")),
      forge(['id', 'asc', 10, 'after', 2, 7, 'x']),
      forge(['client', 'asc', 10, 'after', 2, 7, 'a\u0000b']),
      forge(['client', 'asc', 10, 'after', 2, 7, 'x'.repeat(1001)]),
    ];
    for (const text of forged) expect(decodeListCursor(text as string), String(text)).toBeUndefined();
  });
});

describe('a page by number whose count moved between the count and the page', () => {
  /** A list of `totals[i]` rows at the i-th read: the rows a read asks for, numbered from 1 in list order. */
  function listChangingAt(totals: number[]) {
    const reads: ListRead[] = [];
    const findPage = async (read: ListRead) => {
      const total = totals[Math.min(reads.length, totals.length - 1)]!;
      reads.push(read);
      const start = read.forward ? read.skip : total - read.skip - read.limit;
      const rows = Array.from({ length: read.limit }, (_, index) => start + index + 1).filter(
        (row) => row >= 1 && row <= total,
      );
      return { rows, total };
    };
    return { reads, findPage };
  }

  it('places page 2 again by the page’s own total: one deleted of 12 leaves 1 row, not 2', async () => {
    const list = listChangingAt([11]);
    const answer = await readPageByNumber(2, 10, 12, list.findPage);
    expect(answer).toEqual({ page: 2, rows: [11], total: 11 });
    expect(list.reads).toHaveLength(2);
  });

  it('reads once when the count still holds, and gives up placing after three reads', async () => {
    const steady = listChangingAt([12]);
    expect(await readPageByNumber(2, 10, 12, steady.findPage)).toEqual({
      page: 2,
      rows: [11, 12],
      total: 12,
    });
    expect(steady.reads).toHaveLength(1);
    const moving = listChangingAt([13, 14, 15, 16]);
    const answer = await readPageByNumber(2, 10, 12, moving.findPage);
    expect(moving.reads).toHaveLength(3);
    expect(answer.total).toBe(15);
  });
});
