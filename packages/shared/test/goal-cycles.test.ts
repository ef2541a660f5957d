import { describe, expect, it } from 'vitest';
import {
  checkCycleClosing,
  checkCycleSettings,
  clientGoalIds,
  closeGoalCycleRequestSchema,
  cycleConsents,
  emptyClientGoals,
  emptyCodeEntry,
  goalResults,
  goalsOfNextCycle,
  latestPlanEvaluation,
  openGoalsAfter,
  updateGoalCycleRequestSchema,
  type ClientGoals,
  type CodeEntry,
  type GoalJudgement,
} from '../src/index';

const goals: ClientGoals = {
  ...emptyClientGoals(),
  global: 'Live at home',
  cycle_1: 'Walk 10 m',
  cycle_3: 'Dress alone',
};
const judged = (...pairs: [GoalJudgement['goal'], GoalJudgement['result']][]): GoalJudgement[] =>
  pairs.map(([goal, result]) => ({ goal, result }));
const closing = (results: GoalJudgement[], dates: Partial<Record<string, string | null>> = {}) => ({
  starts_on: '2026-01-05',
  ends_on: '2026-02-15',
  next_starts_on: '2026-02-16',
  next_ends_on: null,
  ...dates,
  results,
});

describe('closing a goal cycle (decision record 0056)', () => {
  it('needs exactly one result for every goal with a text, and none for another', () => {
    const all = judged(['global', 'not_reached'], ['cycle_1', 'reached'], ['cycle_3', 'partly']);
    expect(checkCycleClosing(goals, closing(all))).toEqual([]);
    expect(checkCycleClosing(goals, closing(all.slice(1)))).toEqual([
      { field: 'results', key: 'cycle.result_missing' },
    ]);
    expect(checkCycleClosing(goals, closing([...all, { goal: 'cycle_2', result: 'reached' }]))).toEqual([
      { field: 'results', key: 'cycle.result_unset_goal' },
    ]);
    expect(checkCycleClosing(goals, closing([...all, all[0]!]))).toEqual([
      { field: 'results', key: 'cycle.result_repeated' },
    ]);
    // A goal of only spaces is not set (the goals' own rule): it takes no result.
    expect(checkCycleClosing({ ...goals, cycle_2: '   ' }, closing(all))).toEqual([]);
    // No goals at all: a cycle closes with no results.
    expect(checkCycleClosing(emptyClientGoals(), closing([]))).toEqual([]);
  });

  it('keeps the dates in order: end not before start, next start not before the end, next end not before it', () => {
    const all = judged(['global', 'partly'], ['cycle_1', 'partly'], ['cycle_3', 'partly']);
    expect(
      checkCycleClosing(goals, closing(all, { ends_on: '2026-01-05', next_starts_on: '2026-01-05' })),
    ).toEqual([]);
    expect(
      checkCycleClosing(
        goals,
        closing(all, { ends_on: '2026-01-04', next_starts_on: '2026-01-03', next_ends_on: '2026-01-02' }),
      ),
    ).toEqual([
      { field: 'ends_on', key: 'cycle.end_before_start' },
      { field: 'next_starts_on', key: 'cycle.next_before_end' },
      { field: 'next_ends_on', key: 'cycle.end_before_start' },
    ]);
  });

  it('opens the next cycle with every goal not reached or partly reached, each in its slot', () => {
    for (const result of goalResults) {
      const next = goalsOfNextCycle(
        goals,
        judged(['global', result], ['cycle_1', result], ['cycle_3', result]),
      );
      expect(next).toEqual(result === 'reached' ? emptyClientGoals() : goals);
      expect(openGoalsAfter(judged(['cycle_1', result]))).toEqual(result === 'reached' ? [] : ['cycle_1']);
    }
    expect(
      goalsOfNextCycle(
        goals,
        judged(['cycle_3', 'partly'], ['global', 'not_reached'], ['cycle_1', 'reached']),
      ),
    ).toEqual({ ...goals, cycle_1: '' });
    expect(
      openGoalsAfter(judged(['cycle_3', 'partly'], ['global', 'not_reached'], ['cycle_1', 'reached'])),
    ).toEqual(['global', 'cycle_3']);
    // Every slot's key stays, '' where free.
    expect(Object.keys(goalsOfNextCycle(goals, []))).toEqual([...clientGoalIds]);
  });
});

describe('a cycle’s dates and the client’s agreement', () => {
  it('has a day for every answer and none while pending', () => {
    for (const consent of cycleConsents) {
      const withDay = checkCycleSettings({
        starts_on: '2026-01-05',
        ends_on: null,
        consent,
        consent_on: '2026-01-06',
      });
      const without = checkCycleSettings({
        starts_on: '2026-01-05',
        ends_on: null,
        consent,
        consent_on: null,
      });
      expect(withDay).toEqual(
        consent === 'pending' ? [{ field: 'consent_on', key: 'cycle.consent_date_pending' }] : [],
      );
      expect(without).toEqual(
        consent === 'pending' ? [] : [{ field: 'consent_on', key: 'cycle.consent_date_missing' }],
      );
    }
    expect(
      checkCycleSettings({
        starts_on: '2026-01-05',
        ends_on: '2026-01-04',
        consent: 'pending',
        consent_on: null,
      }),
    ).toEqual([{ field: 'ends_on', key: 'cycle.end_before_start' }]);
  });

  it('reads only days that exist, and bounds the results before checking them', () => {
    const parse = (starts_on: unknown) =>
      updateGoalCycleRequestSchema.safeParse({ starts_on, consent: 'pending' }).success;
    expect([
      parse('2026-02-28'),
      parse('2026-02-29'),
      parse('2028-02-29'),
      parse('26-02-01'),
      parse(20260201),
    ]).toEqual([true, false, true, false, false]);
    const request = { goals_version: 1, ends_on: '2026-02-15', next_starts_on: '2026-02-16' };
    const eight = Array.from({ length: 8 }, () => 'not an object');
    const refused = closeGoalCycleRequestSchema.safeParse({ ...request, results: eight });
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['results', 'validation.max_items'],
    ]);
    expect(
      closeGoalCycleRequestSchema.parse({ ...request, results: [{ goal: 'cycle_1', result: 'partly' }] }),
    ).toEqual({
      ...request,
      next_ends_on: null,
      results: [{ goal: 'cycle_1', result: 'partly', document: null }],
    });
  });
});

describe('the plan of the cycle', () => {
  const target: CodeEntry = {
    ...emptyCodeEntry(),
    q1: '3',
    goal: { slot: 'q1', value: '1', date: '' },
    related_goals: ['cycle_1'],
  };
  const rated: CodeEntry = { ...emptyCodeEntry(), q1: '2' };

  it('is the latest evaluation with an intervention target; later ones without a plan do not hide it', () => {
    const evaluations: { id: number; data: Record<string, CodeEntry> }[] = [
      { id: 1, data: { d450: target } },
      { id: 2, data: { d450: { ...target, interventions: 'Gait training' } } },
      { id: 3, data: { d450: rated } },
      // A relation without a goal value is no target.
      { id: 4, data: { d450: { ...rated, related_goals: ['cycle_1'] } as CodeEntry } },
    ];
    expect(latestPlanEvaluation(evaluations)?.id).toBe(2);
    expect(latestPlanEvaluation(evaluations.slice(0, 1))?.id).toBe(1);
    expect(latestPlanEvaluation(evaluations.slice(2))).toBeUndefined();
    expect(latestPlanEvaluation([])).toBeUndefined();
  });
});
