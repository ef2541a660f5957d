import { describe, expect, it } from 'vitest';
import { emptyClientGoals, mergeClientGoals } from '@icf/shared';
import { chooseGoals } from './goal-choices';

describe('chooseGoals (decision record 0034, amended)', () => {
  const base = { ...emptyClientGoals(), global: 'Live at home', service_program: 'old', cycle_1: 'Stand up' };
  const mine = { ...base, cycle_1: 'Stand up alone', cycle_2: 'Walk 10 m', service_program: 'mine' };
  const theirs = { ...base, cycle_1: 'Stand up with a rail', cycle_3: 'Dress alone', service_program: '' };
  const { merged, conflicts } = mergeClientGoals(base, mine, theirs);

  it('keeps the merge and puts the chosen side of each goal both changed in', () => {
    expect(conflicts.map((conflict) => conflict.goal)).toEqual(['service_program', 'cycle_1']);
    expect(chooseGoals(merged, conflicts, ['mine', 'theirs'])).toEqual({
      ...base,
      service_program: 'mine',
      cycle_1: 'Stand up with a rail',
      cycle_2: 'Walk 10 m',
      cycle_3: 'Dress alone',
    });
    // Theirs of a goal they cleared is '': the goal stays cleared.
    expect(chooseGoals(merged, conflicts, ['theirs', 'mine'])).toMatchObject({
      service_program: '',
      cycle_1: 'Stand up alone',
    });
  });
});
