import { describe, expect, it } from 'vitest';
import {
  emptyCodeEntry,
  mergeDocumentContent,
  sameValue,
  type CodeEntry,
  type MergeableContent,
} from '../src/index';

function entry(patch: Partial<CodeEntry>): CodeEntry {
  return { ...emptyCodeEntry(), ...patch };
}

function content(
  data: Record<string, CodeEntry>,
  info: Record<string, string> = {},
  sets: string[] = [],
): MergeableContent<CodeEntry> {
  return { info, sets, data };
}

const rated = (q1: string) => entry({ q1 });

describe('mergeDocumentContent: categories', () => {
  // Every combination of one category's value in base, mine and theirs: absent, or one of three ratings.
  const values = [undefined, rated('1'), rated('2'), rated('3')] as const;
  const cases = values.flatMap((base) =>
    values.flatMap((mine) => values.map((theirs) => ({ base, mine, theirs }))),
  );

  it.each(cases)('merges $base / $mine / $theirs by the three-way rule', ({ base, mine, theirs }) => {
    const side = (value: CodeEntry | undefined) => content(value === undefined ? {} : { b280: value });
    const { merged, conflicts } = mergeDocumentContent(side(base), side(mine), side(theirs));
    const mineChanged = !sameValue(mine, base);
    const theirsChanged = !sameValue(theirs, base);
    const clash = mineChanged && theirsChanged && !sameValue(mine, theirs);
    const expected = clash ? theirs : mineChanged ? mine : theirs;
    expect(merged.data.b280).toEqual(expected);
    expect('b280' in merged.data).toBe(expected !== undefined);
    expect(conflicts).toHaveLength(clash ? 1 : 0);
    if (clash) {
      expect(conflicts[0]).toEqual({
        part: 'data',
        code: 'b280',
        ...(base && { base }),
        ...(mine && { mine }),
        ...(theirs && { theirs }),
      });
    }
  });

  it('keeps both people’s work when they rate different categories', () => {
    const base = content({ b280: rated('1'), d450: rated('') });
    const physiotherapist = content({ b280: rated('1'), d450: rated('3') });
    const psychologist = content({ b280: rated('1'), d450: rated(''), b152: rated('2') });
    const { merged, conflicts } = mergeDocumentContent(base, physiotherapist, psychologist);
    expect(conflicts).toEqual([]);
    expect(merged.data).toEqual({ b280: rated('1'), d450: rated('3'), b152: rated('2') });
  });

  it('is a conflict when both change one category differently, and keeps what was saved first', () => {
    const base = content({ b280: entry({ q1: '1', desc: 'pain' }) });
    const mine = content({ b280: entry({ q1: '2', desc: 'pain' }) });
    const theirs = content({ b280: entry({ q1: '1', desc: 'pain at night' }) });
    const { merged, conflicts } = mergeDocumentContent(base, mine, theirs);
    expect(merged.data.b280).toEqual(theirs.data.b280);
    expect(conflicts).toEqual([
      { part: 'data', code: 'b280', base: base.data.b280, mine: mine.data.b280, theirs: theirs.data.b280 },
    ]);
  });

  it('agrees when both make the same change, whatever the order of the entry’s keys', () => {
    const base = content({ b280: rated('1') });
    const mine = content({ b280: { ...rated('2'), goal: { slot: 'q1', value: '1', date: '' } } });
    const theirs = content({
      b280: { goal: { date: '', value: '1', slot: 'q1' }, ...rated('2') } as CodeEntry,
    });
    expect(mergeDocumentContent(base, mine, theirs).conflicts).toEqual([]);
  });

  it('takes a removal by one side when the other left the category alone', () => {
    const base = content({ b280: rated('1'), d450: rated('2') });
    const mine = content({ d450: rated('2') });
    expect(mergeDocumentContent(base, mine, base).merged.data).toEqual({ d450: rated('2') });
    expect(mergeDocumentContent(base, base, mine).merged.data).toEqual({ d450: rated('2') });
  });

  it('is a conflict when one side removes a category the other changed', () => {
    const base = content({ b280: rated('1') });
    const { merged, conflicts } = mergeDocumentContent(base, content({}), content({ b280: rated('3') }));
    expect(merged.data).toEqual({ b280: rated('3') });
    expect(conflicts).toEqual([{ part: 'data', code: 'b280', base: rated('1'), theirs: rated('3') }]);
  });
});

describe('mergeDocumentContent: document fields', () => {
  it('merges each field on its own and names a field both changed differently', () => {
    const base = content({}, { client: '김민수', dx: 'Stroke', manager: '' });
    const mine = content({}, { client: '김민수', dx: 'Stroke (I63.9)', manager: 'Park' });
    const theirs = content({}, { client: '김민수', dx: 'Stroke', manager: 'Lee' });
    const { merged, conflicts } = mergeDocumentContent(base, mine, theirs);
    expect(merged.info).toEqual({ client: '김민수', dx: 'Stroke (I63.9)', manager: 'Lee' });
    expect(conflicts).toEqual([{ part: 'info', field: 'manager', base: '', mine: 'Park', theirs: 'Lee' }]);
  });
});

describe('mergeDocumentContent: core sets', () => {
  const merge = (base: string[], mine: string[], theirs: string[]) =>
    mergeDocumentContent(content({}, {}, base), content({}, {}, mine), content({}, {}, theirs));

  it('adds what either side added and drops what either side removed, without conflicts', () => {
    const { merged, conflicts } = merge(
      ['generic', 'stroke'],
      ['generic', 'stroke', 'sci'],
      ['stroke', 'lbp'],
    );
    expect(merged.sets).toEqual(['stroke', 'lbp', 'sci']);
    expect(conflicts).toEqual([]);
  });

  it('lists a set both added once', () => {
    expect(merge([], ['stroke'], ['stroke']).merged.sets).toEqual(['stroke']);
  });

  it('is the identity when nobody changed anything', () => {
    expect(merge(['a', 'b'], ['a', 'b'], ['a', 'b']).merged.sets).toEqual(['a', 'b']);
  });
});

describe('mergeDocumentContent: laws', () => {
  const base = content({ b280: rated('1'), d450: rated('2') }, { client: 'A', dx: 'x' }, ['generic']);
  const mine = content({ b280: rated('2'), b152: rated('1') }, { client: 'A', dx: 'y' }, ['generic', 'sci']);

  it('returns mine unchanged when theirs is the base, and theirs when mine is the base', () => {
    expect(mergeDocumentContent(base, mine, base)).toEqual({ merged: mine, conflicts: [] });
    expect(mergeDocumentContent(base, base, mine)).toEqual({ merged: mine, conflicts: [] });
  });

  it('returns the same content when both saved the same', () => {
    expect(mergeDocumentContent(base, mine, mine)).toEqual({ merged: mine, conflicts: [] });
  });

  it('does not change its arguments', () => {
    const copies = JSON.stringify([base, mine]);
    mergeDocumentContent(base, mine, base);
    expect(JSON.stringify([base, mine])).toBe(copies);
  });
});

describe('sameValue', () => {
  it.each([
    [1, 1, true],
    ['a', 'b', false],
    [null, null, true],
    [null, {}, false],
    [[1, 2], [1, 2], true],
    [[1, 2], [2, 1], false],
    [{ a: 1, b: [1] }, { b: [1], a: 1 }, true],
    [{ a: 1 }, { a: 1, b: undefined }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [[], {}, false],
    [undefined, {}, false],
  ])('%j and %j: %s', (a, b, expected) => {
    expect(sameValue(a, b)).toBe(expected);
  });
});
