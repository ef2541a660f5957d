import { describe, expect, it } from 'vitest';
import {
  codeEntrySchema,
  completeCodeEntry,
  emptyCodeEntry,
  entryHasData,
  goalSlotsOf,
  isGoalReached,
  validateCodeEntry,
  validateCodeGoal,
} from '../src/index';

describe('goal validation by kind', () => {
  it('accepts a 0–4 extent target for a body function', () => {
    expect(validateCodeGoal('b280', { slot: 'q1', value: '1', date: '' })).toEqual([]);
    expect(validateCodeGoal('b280', { slot: 'q1', value: '0', date: '2026-12-01' })).toEqual([]);
  });
  it('refuses 8, 9, facilitators and slots a body function does not have', () => {
    for (const value of ['8', '9', '+2', '5', '', '1 ']) {
      expect(validateCodeGoal('b280', { slot: 'q1', value, date: '' })).toEqual(['illegal_goal']);
    }
    expect(validateCodeGoal('b280', { slot: 'q2', value: '1', date: '' })).toEqual(['illegal_goal']);
  });
  it('lets activities aim at performance or capacity, not at a third slot', () => {
    expect(validateCodeGoal('d450', { slot: 'q1', value: '2', date: '' })).toEqual([]);
    expect(validateCodeGoal('d450', { slot: 'q2', value: '0', date: '' })).toEqual([]);
    expect(validateCodeGoal('d450', { slot: 'q3', value: '0', date: '' })).toEqual(['illegal_goal']);
  });
  it('lets structures aim only at the extent: nature and location are kinds, not targets', () => {
    expect(validateCodeGoal('s750', { slot: 'q1', value: '1', date: '' })).toEqual([]);
    expect(validateCodeGoal('s750', { slot: 'q2', value: '0', date: '' })).toEqual(['illegal_goal']);
    expect(validateCodeGoal('s750', { slot: 'q3', value: '1', date: '' })).toEqual(['illegal_goal']);
  });
  it('lets environmental factors aim at a facilitator or a smaller barrier', () => {
    for (const value of ['+0', '+1', '+4', '0', '1', '4']) {
      expect(validateCodeGoal('e120', { slot: 'q1', value, date: '' })).toEqual([]);
    }
    for (const value of ['+8', '8', '9', '+5']) {
      expect(validateCodeGoal('e120', { slot: 'q1', value, date: '' })).toEqual(['illegal_goal']);
    }
  });
  it('refuses a target date that is no day', () => {
    expect(validateCodeGoal('b280', { slot: 'q1', value: '1', date: '2026-02-30' })).toEqual(['goal_date']);
    expect(validateCodeGoal('b280', { slot: 'q1', value: '1', date: 'soon' })).toEqual(['goal_date']);
    expect(validateCodeGoal('b280', { slot: 'q9' as 'q1', value: 'x', date: 'x' })).toEqual([
      'illegal_goal',
      'goal_date',
    ]);
  });
  it('names the goal slots of each kind', () => {
    expect(goalSlotsOf('b280')).toEqual(['q1']);
    expect(goalSlotsOf('s750')).toEqual(['q1']);
    expect(goalSlotsOf('d450')).toEqual(['q1', 'q2']);
    expect(goalSlotsOf('e120')).toEqual(['q1']);
  });
  it('reports goal problems through validateCodeEntry under the field goal', () => {
    const entry = { ...emptyCodeEntry(), goal: { slot: 'q1' as const, value: '9', date: '2026-13-01' } };
    expect(validateCodeEntry('b280', entry)).toEqual([
      { field: 'goal', reason: 'illegal_goal' },
      { field: 'goal', reason: 'goal_date' },
    ]);
  });
});

describe('goals in the per-code entry', () => {
  it('loads an entry saved before goals existed', () => {
    const old = { q1: '2', q2: '', q3: '', s1: true, s2: false, s3: false, s4: false, desc: '' };
    const parsed = codeEntrySchema.parse(old);
    expect(parsed.goal).toBeUndefined();
    expect(validateCodeEntry('b280', parsed)).toEqual([]);
    expect(completeCodeEntry(old)).toEqual(old);
  });
  it('keeps a well-formed goal and drops a malformed one when completing an entry', () => {
    const goal = { slot: 'q1' as const, value: '1', date: '' };
    expect(completeCodeEntry({ goal }).goal).toEqual(goal);
    expect('goal' in completeCodeEntry({ goal: { slot: 'q1', value: 3 } as never })).toBe(false);
  });
  it('counts a goal as data the user entered', () => {
    expect(entryHasData({ ...emptyCodeEntry(), goal: { slot: 'q1', value: '0', date: '' } })).toBe(true);
  });
});

describe('isGoalReached', () => {
  it('is reached at or below the target impairment', () => {
    const goal = { slot: 'q1' as const, value: '1', date: '' };
    expect(isGoalReached('b280', goal, '1')).toBe(true);
    expect(isGoalReached('b280', goal, '0')).toBe(true);
    expect(isGoalReached('b280', goal, '2')).toBe(false);
    expect(isGoalReached('b280', goal, '8')).toBe(false);
    expect(isGoalReached('b280', goal, '')).toBe(false);
  });
  it('is reached at or beyond the target on the barrier–facilitator axis', () => {
    const goal = { slot: 'q1' as const, value: '+1', date: '' };
    expect(isGoalReached('e120', goal, '+2')).toBe(true);
    expect(isGoalReached('e120', goal, '+1')).toBe(true);
    expect(isGoalReached('e120', goal, '+0')).toBe(false);
    expect(isGoalReached('e120', goal, '1')).toBe(false);
    expect(isGoalReached('e120', { slot: 'q1', value: '2', date: '' }, '1')).toBe(true);
  });
});
