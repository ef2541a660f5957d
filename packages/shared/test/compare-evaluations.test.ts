import { describe, expect, it } from 'vitest';
import { compareEvaluations, emptyCodeEntry, type CodeEntry, type ComparedEvaluation } from '../src/index';

function entry(patch: Partial<CodeEntry>): CodeEntry {
  return { ...emptyCodeEntry(), ...patch };
}

function evaluations(...datas: Record<string, Partial<CodeEntry>>[]): ComparedEvaluation[] {
  return datas.map((data, index) => ({
    id: index + 1,
    date: `2026-0${index + 1}-01`,
    data: Object.fromEntries(Object.entries(data).map(([code, patch]) => [code, entry(patch)])),
  }));
}

function rowOf(result: ReturnType<typeof compareEvaluations>, code: string) {
  const row = result.groups.flatMap((group) => group.rows).find((candidate) => candidate.code === code);
  if (!row) throw new Error(`no row for ${code}`);
  return row;
}

describe('compareEvaluations', () => {
  it('calls a lower impairment better and a higher one worse, per slot and per row', () => {
    const result = compareEvaluations(
      evaluations(
        { b280: { q1: '3' }, b130: { q1: '1' }, b152: { q1: '2' } },
        { b280: { q1: '1' }, b130: { q1: '2' }, b152: { q1: '2' } },
      ),
    );
    expect(rowOf(result, 'b280').change).toBe('better');
    expect(rowOf(result, 'b280').measures).toEqual([
      { slot: 'q1', role: 'extent', values: ['3', '1'], change: 'better' },
    ]);
    expect(rowOf(result, 'b130').change).toBe('worse');
    expect(rowOf(result, 'b152').change).toBe('same');
  });

  it('compares the first evaluation with the last, showing every date between', () => {
    const result = compareEvaluations(
      evaluations({ b280: { q1: '2' } }, { b280: { q1: '4' } }, { b280: { q1: '1' } }),
    );
    expect(rowOf(result, 'b280').measures[0]).toMatchObject({ values: ['2', '4', '1'], change: 'better' });
    expect(result.evaluations).toEqual([
      { id: 1, date: '2026-01-01' },
      { id: 2, date: '2026-02-01' },
      { id: 3, date: '2026-03-01' },
    ]);
  });

  it('marks codes added and removed between evaluations', () => {
    const result = compareEvaluations(evaluations({ b280: { q1: '2' } }, { d450: { q1: '1', q2: '1' } }));
    expect(rowOf(result, 'b280')).toMatchObject({
      change: 'removed',
      measures: [{ values: ['2', ''], change: 'removed' }],
    });
    expect(rowOf(result, 'd450').change).toBe('added');
    expect(rowOf(result, 'd450').measures.map((measure) => measure.change)).toEqual(['added', 'added']);
  });

  it('treats a code present but not rated like an absent one, and leaves out codes never rated', () => {
    const result = compareEvaluations(
      evaluations(
        { b280: { q1: '2' }, b130: { desc: 'only a note' } },
        { b280: { s1: true }, b130: { s2: true } },
      ),
    );
    expect(rowOf(result, 'b280').change).toBe('removed');
    expect(result.groups.flatMap((group) => group.rows).map((row) => row.code)).toEqual(['b280']);
  });

  it('does not compare 8 (not specified) or 9 (not applicable)', () => {
    const result = compareEvaluations(
      evaluations(
        { b280: { q1: '8' }, b130: { q1: '2' }, d450: { q1: '9' } },
        { b280: { q1: '1' }, b130: { q1: '9' }, d450: { q1: '9' } },
      ),
    );
    expect(rowOf(result, 'b280').change).toBe('not_comparable');
    expect(rowOf(result, 'b130').change).toBe('not_comparable');
    expect(rowOf(result, 'd450').change).toBe('not_comparable');
  });

  it('calls a move from barrier toward facilitator better, and the other way worse', () => {
    const result = compareEvaluations(
      evaluations(
        { e120: { q1: '3' }, e310: { q1: '+1' }, e355: { q1: '+2' }, e410: { q1: '0' }, e580: { q1: '2' } },
        { e120: { q1: '1' }, e310: { q1: '+3' }, e355: { q1: '1' }, e410: { q1: '+0' }, e580: { q1: '+8' } },
      ),
    );
    expect(rowOf(result, 'e120').change).toBe('better');
    expect(rowOf(result, 'e310').change).toBe('better');
    expect(rowOf(result, 'e355').change).toBe('worse');
    // No barrier and no facilitator are the same point of the axis.
    expect(rowOf(result, 'e410').change).toBe('same');
    expect(rowOf(result, 'e580').change).toBe('not_comparable');
  });

  it('compares a structure by its extent; its nature and location only change or stay', () => {
    const result = compareEvaluations(
      evaluations(
        {
          s750: { q1: '3', q2: '2', q3: '1' },
          s730: { q1: '2', q2: '7', q3: '2' },
          s710: { q1: '1', q2: '8', q3: '3' },
        },
        {
          s750: { q1: '2', q2: '2', q3: '1' },
          s730: { q1: '2', q2: '3', q3: '2' },
          s710: { q1: '2', q2: '2', q3: '3' },
        },
      ),
    );
    const s750 = rowOf(result, 's750');
    expect(s750.measures.map((measure) => [measure.role, measure.change])).toEqual([
      ['extent', 'better'],
      ['nature', 'same'],
      ['location', 'same'],
    ]);
    expect(s750.change).toBe('better');
    // A different nature is neither better nor worse.
    expect(rowOf(result, 's730').measures.map((measure) => measure.change)).toEqual([
      'same',
      'changed',
      'same',
    ]);
    expect(rowOf(result, 's730').change).toBe('changed');
    expect(rowOf(result, 's710').measures.map((measure) => measure.change)).toEqual([
      'worse',
      'not_comparable',
      'same',
    ]);
    expect(rowOf(result, 's710').change).toBe('worse');
  });

  it('calls a row mixed when one slot improved and another worsened', () => {
    const result = compareEvaluations(
      evaluations({ d450: { q1: '3', q2: '1' } }, { d450: { q1: '1', q2: '2' } }),
    );
    expect(rowOf(result, 'd450').change).toBe('mixed');
  });

  it('groups rows by component in ICF order, codes in ICF order', () => {
    const result = compareEvaluations(
      evaluations({
        e120: { q1: '1' },
        d450: { q1: '1' },
        b280: { q1: '1' },
        s750: { q1: '1' },
        b130: { q1: '1' },
        b1300: { q1: '1' },
      }),
    );
    expect(result.groups.map((group) => [group.component, group.rows.map((row) => row.code)])).toEqual([
      ['b', ['b130', 'b1300', 'b280']],
      ['s', ['s750']],
      ['d', ['d450']],
      ['e', ['e120']],
    ]);
  });

  it('reports whether the latest goal is reached at the last evaluation', () => {
    const goal = { slot: 'q1' as const, value: '1', date: '2026-06-01' };
    const result = compareEvaluations(
      evaluations(
        {
          b280: { q1: '3', goal },
          b130: { q1: '3', goal },
          d450: { q1: '3', q2: '2', goal: { slot: 'q2', value: '0', date: '' } },
        },
        { b280: { q1: '1' }, b130: { q1: '2' }, d450: { q1: '2', q2: '0' } },
      ),
    );
    expect(rowOf(result, 'b280').goal).toEqual({ ...goal, setIn: 0, reached: true, relatedGoals: [] });
    expect(rowOf(result, 'b130').goal).toMatchObject({ reached: false });
    expect(rowOf(result, 'd450').goal).toMatchObject({ slot: 'q2', reached: true });
  });

  it('takes the newest goal, skips a malformed one, and has none without goals', () => {
    const result = compareEvaluations(
      evaluations(
        { b280: { q1: '3', goal: { slot: 'q1', value: '2', date: '' } }, b130: { q1: '3' } },
        {
          b280: { q1: '2', goal: { slot: 'q1', value: '0', date: '' } },
          b130: { q1: '2', goal: { slot: 'q1', value: '9', date: '' } },
        },
      ),
    );
    expect(rowOf(result, 'b280').goal).toMatchObject({ value: '0', setIn: 1, reached: false });
    expect(rowOf(result, 'b130').goal).toBeNull();
  });

  it('does not count a goal reached when the last evaluation no longer rates the code', () => {
    const result = compareEvaluations(
      evaluations({ b280: { q1: '0', goal: { slot: 'q1', value: '1', date: '' } } }, { b130: { q1: '1' } }),
    );
    expect(rowOf(result, 'b280').goal).toMatchObject({ reached: false });
  });

  it('answers no rows for no evaluations and leaves out codes that are not ICF codes', () => {
    expect(compareEvaluations([]).groups).toEqual([]);
    expect(compareEvaluations(evaluations({ x123: { q1: '1' } })).groups).toEqual([]);
  });
});
