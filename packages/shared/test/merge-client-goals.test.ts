import { describe, expect, it } from 'vitest';
import {
  clientGoalIds,
  emptyClientGoals,
  mergeClientGoals,
  mergeKeyedValues,
  type ClientGoalId,
  type ClientGoals,
} from '../src/index';

// One slot's text in base, mine and theirs: every combination of not set ('') and three texts.
const texts = ['', 'Walk 50 m', 'Walk 100 m', '집으로 돌아가기'] as const;
const cases = texts.flatMap((base) =>
  texts.flatMap((mine) => texts.map((theirs) => ({ base, mine, theirs }))),
);

/** What the three-way rule of decision record 0036 says one slot becomes, and whether it clashes. */
function expectedOutcome({ base, mine, theirs }: (typeof cases)[number]) {
  const clash = mine !== base && theirs !== base && mine !== theirs;
  return { value: mine !== base && !clash ? mine : theirs, clash };
}

function goals(patch: Partial<ClientGoals>): ClientGoals {
  return { ...emptyClientGoals(), ...patch };
}

describe('mergeClientGoals (decision record 0034, amended)', () => {
  it.each(cases)('merges one slot: base "$base", mine "$mine", theirs "$theirs"', (values) => {
    const { merged, conflicts } = mergeClientGoals(
      goals({ cycle_2: values.base }),
      goals({ cycle_2: values.mine }),
      goals({ cycle_2: values.theirs }),
    );
    const { value, clash } = expectedOutcome(values);
    expect(merged).toEqual(goals({ cycle_2: value }));
    expect(conflicts).toEqual(clash ? [{ goal: 'cycle_2', ...values }] : []);
  });

  it('merges every slot on its own: all 64 cases, seven at a time in different slots', () => {
    for (let start = 0; start < cases.length; start += clientGoalIds.length) {
      const placed = clientGoalIds.map((goal, index) => ({
        goal,
        values: cases[(start + index) % cases.length]!,
      }));
      const side = (pick: 'base' | 'mine' | 'theirs') =>
        Object.fromEntries(placed.map(({ goal, values }) => [goal, values[pick]])) as ClientGoals;
      const { merged, conflicts } = mergeClientGoals(side('base'), side('mine'), side('theirs'));
      for (const { goal, values } of placed) expect(merged[goal]).toBe(expectedOutcome(values).value);
      expect(conflicts).toEqual(
        placed
          .filter(({ values }) => expectedOutcome(values).clash)
          .map(({ goal, values }) => ({ goal, ...values })),
      );
    }
  });

  it('keeps both therapists’ goals when they change different slots', () => {
    const base = goals({ global: 'Live at home', cycle_1: 'Stand up alone' });
    const physio = goals({ ...base, cycle_1: 'Stand up alone from a chair' });
    const nurse = goals({ ...base, cycle_3: 'Sleep through the night' });
    expect(mergeClientGoals(base, physio, nurse)).toEqual({
      merged: goals({
        global: 'Live at home',
        cycle_1: 'Stand up alone from a chair',
        cycle_3: 'Sleep through the night',
      }),
      conflicts: [],
    });
  });

  it('lists conflicts in goal order, whatever order the records’ keys have', () => {
    const reversed = (record: ClientGoals) =>
      Object.fromEntries([...clientGoalIds].reverse().map((goal) => [goal, record[goal]])) as ClientGoals;
    const base = emptyClientGoals();
    const mine = goals({ global: 'a', cycle_5: 'a' });
    const theirs = goals({ global: 'b', cycle_5: 'b' });
    const order = (merge: ReturnType<typeof mergeClientGoals>) =>
      merge.conflicts.map((conflict) => conflict.goal);
    expect(order(mergeClientGoals(reversed(base), reversed(mine), reversed(theirs)))).toEqual<ClientGoalId[]>(
      ['global', 'cycle_5'],
    );
  });

  it('is mine when theirs is the base, theirs when mine is, and does not change its arguments', () => {
    const base = goals({ global: 'x' });
    const mine = goals({ global: 'y', service_program: 'z' });
    const copies = JSON.stringify([base, mine]);
    expect(mergeClientGoals(base, mine, base)).toEqual({ merged: mine, conflicts: [] });
    expect(mergeClientGoals(base, base, mine)).toEqual({ merged: mine, conflicts: [] });
    expect(mergeClientGoals(base, mine, mine)).toEqual({ merged: mine, conflicts: [] });
    expect(JSON.stringify([base, mine])).toBe(copies);
  });
});

describe('mergeKeyedValues', () => {
  it('names a key absent on a side by leaving that side out, and drops a key the merge removes', () => {
    expect(mergeKeyedValues({ a: 1, b: 2 }, { b: 2 }, { a: 1, b: 3 })).toEqual({
      merged: { b: 3 },
      conflicts: [],
    });
    expect(mergeKeyedValues({ a: 1 }, {}, { a: 2 })).toEqual({
      merged: { a: 2 },
      conflicts: [{ key: 'a', base: 1, theirs: 2 }],
    });
    expect(mergeKeyedValues<number>({}, { a: 1 }, { a: 2 })).toEqual({
      merged: { a: 2 },
      conflicts: [{ key: 'a', mine: 1, theirs: 2 }],
    });
  });
});
