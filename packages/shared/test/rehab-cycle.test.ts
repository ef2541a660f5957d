import { describe, expect, it } from 'vitest';
import {
  categoryPlanOf,
  clientGoalIds,
  clientGoalsRequestSchema,
  codeEntrySchema,
  compareEvaluations,
  completeCodeEntry,
  disciplines,
  documentCodeEntrySchema,
  emptyClientGoals,
  emptyCodeEntry,
  entryHasData,
  hasCategoryPlan,
  interventionTableRows,
  isClientGoalId,
  isInterventionTarget,
  patchCodeEntry,
  setClientGoalIds,
  targetProgressOf,
  type CodeEntry,
  type ComparedEvaluation,
} from '../src/index';

function entry(patch: Partial<CodeEntry>): CodeEntry {
  return { ...emptyCodeEntry(), ...patch };
}

const goal = { slot: 'q1' as const, value: '1', date: '' };

describe('client goals', () => {
  it('has one global, one service-program and five cycle goals, each with a stable id', () => {
    expect(clientGoalIds).toEqual([
      'global',
      'service_program',
      'cycle_1',
      'cycle_2',
      'cycle_3',
      'cycle_4',
      'cycle_5',
    ]);
    expect(Object.values(emptyClientGoals())).toEqual(Array(7).fill(''));
    for (const id of clientGoalIds) expect(isClientGoalId(id)).toBe(true);
    for (const other of ['cycle_6', 'cycle_0', 'Global', '', 1, null, undefined])
      expect(isClientGoalId(other)).toBe(false);
  });

  it('lists the goals that have a text, in goal order', () => {
    expect(setClientGoalIds({ ...emptyClientGoals(), cycle_3: 'c', global: 'g', cycle_1: '   ' })).toEqual([
      'global',
      'cycle_3',
    ]);
    expect(setClientGoalIds(emptyClientGoals())).toEqual([]);
  });

  it('accepts short storable texts (trimmed), defaults missing goals to "" and refuses the rest', () => {
    expect(clientGoalsRequestSchema.parse({ global: ' Live at home ' })).toEqual({
      ...emptyClientGoals(),
      global: 'Live at home',
    });
    expect(clientGoalsRequestSchema.safeParse({ cycle_5: 'x'.repeat(300) }).success).toBe(true);
    for (const bad of [
      { cycle_5: 'x'.repeat(301) },
      { global: 'a\u0000b' },
      { global: 3 },
      { global: null },
    ]) {
      expect(clientGoalsRequestSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('a category’s plan on its code entry', () => {
  it('is optional: an entry saved before plans existed parses unchanged and holds no plan', () => {
    const old = emptyCodeEntry();
    expect(codeEntrySchema.parse(old)).toEqual(old);
    expect(hasCategoryPlan(old)).toBe(false);
    expect(entryHasData(old)).toBe(false);
  });

  it('bounds its lists before their members and names each id once', () => {
    const parse = (patch: Partial<Record<string, unknown>>) =>
      documentCodeEntrySchema.safeParse({ ...emptyCodeEntry(), ...patch }).success;
    expect(parse({ related_goals: [...clientGoalIds] })).toBe(true);
    expect(parse({ related_goals: [...clientGoalIds, 'global'] })).toBe(false);
    expect(parse({ related_goals: ['global', 'global'] })).toBe(false);
    expect(parse({ related_goals: ['cycle_6'] })).toBe(false);
    expect(parse({ related_goals: 'global' })).toBe(false);
    expect(parse({ disciplines: [...disciplines] })).toBe(true);
    expect(parse({ disciplines: ['nursing', 'nursing'] })).toBe(false);
    expect(parse({ disciplines: ['surgeon'] })).toBe(false);
    expect(parse({ interventions: 'x'.repeat(1000) })).toBe(true);
    expect(parse({ interventions: 'x'.repeat(1001) })).toBe(false);
    expect(parse({ interventions: 'a\u0000' })).toBe(false);
    expect(parse({ interventions: 5 })).toBe(false);
  });

  it('patches each field, keeps ids in their list’s order and removes a field that becomes empty', () => {
    let next = patchCodeEntry(emptyCodeEntry(), { related_goals: ['cycle_2', 'global'] });
    expect(next.related_goals).toEqual(['global', 'cycle_2']);
    next = patchCodeEntry(next, { disciplines: ['social_work', 'physician'], interventions: 'Plan' });
    expect(next).toMatchObject({ disciplines: ['physician', 'social_work'], interventions: 'Plan' });
    expect(entryHasData(next)).toBe(true);
    next = patchCodeEntry(next, { related_goals: [], disciplines: [], interventions: '' });
    expect(next).toEqual(emptyCodeEntry());
    expect('related_goals' in next || 'disciplines' in next || 'interventions' in next).toBe(false);
  });

  it('ignores an invalid patch and keeps what was there; a patch without the field changes nothing', () => {
    const planned = patchCodeEntry(emptyCodeEntry(), { related_goals: ['global'], interventions: 'Plan' });
    expect(patchCodeEntry(planned, { related_goals: ['nope' as never] }).related_goals).toEqual(['global']);
    expect(patchCodeEntry(planned, { interventions: 'x'.repeat(1001) }).interventions).toBe('Plan');
    expect(patchCodeEntry(planned, { q1: '2' })).toMatchObject({ q1: '2', related_goals: ['global'] });
  });

  it('completes a saved entry with its plan, and drops plan fields of the wrong type', () => {
    expect(completeCodeEntry({ q1: '1', disciplines: ['nursing'] })).toEqual({
      ...emptyCodeEntry(),
      q1: '1',
      disciplines: ['nursing'],
    });
    expect(completeCodeEntry({ disciplines: 'nursing' as never })).toEqual(emptyCodeEntry());
  });

  it('carries only the plan fields over (to the next evaluation of the client)', () => {
    const full = entry({
      q1: '3',
      desc: 'd',
      goal,
      related_goals: ['global'],
      disciplines: ['nursing'],
      interventions: 'I',
    });
    expect(categoryPlanOf(full)).toEqual({
      related_goals: ['global'],
      disciplines: ['nursing'],
      interventions: 'I',
    });
    expect(categoryPlanOf(emptyCodeEntry())).toEqual({});
  });
});

describe('intervention targets and the intervention table', () => {
  it('is a target only with a goal relation and a valid goal value, for every kind of category', () => {
    const related = { related_goals: ['cycle_1' as const] };
    expect(isInterventionTarget('b280', entry({ goal, ...related }))).toBe(true);
    expect(isInterventionTarget('s750', entry({ goal, ...related }))).toBe(true);
    expect(
      isInterventionTarget('d450', entry({ goal: { slot: 'q2', value: '0', date: '' }, ...related })),
    ).toBe(true);
    expect(
      isInterventionTarget('e310', entry({ goal: { slot: 'q1', value: '+2', date: '' }, ...related })),
    ).toBe(true);
    expect(isInterventionTarget('b280', entry({ goal }))).toBe(false);
    expect(isInterventionTarget('b280', entry({ ...related }))).toBe(false);
    expect(isInterventionTarget('b280', entry({ goal, related_goals: [] }))).toBe(false);
    expect(
      isInterventionTarget('b280', entry({ goal: { slot: 'q1', value: '9', date: '' }, ...related })),
    ).toBe(false);
    expect(
      isInterventionTarget('s750', entry({ goal: { slot: 'q2', value: '1', date: '' }, ...related })),
    ).toBe(false);
    expect(isInterventionTarget('x123', entry({ goal, ...related }))).toBe(false);
  });

  it('lists each target once in ICF order with its relation, values, disciplines and interventions', () => {
    const rows = interventionTableRows({
      e310: entry({
        q1: '2',
        goal: { slot: 'q1', value: '+1', date: '' },
        related_goals: ['service_program'],
      }),
      d450: entry({
        q1: '3',
        q2: '2',
        goal: { slot: 'q2', value: '1', date: '2026-06-30' },
        related_goals: ['cycle_2', 'global'],
        disciplines: ['physiotherapy', 'physician'],
        interventions: 'Gait training',
      }),
      b280: entry({ q1: '', goal, related_goals: ['global'] }),
      b130: entry({ q1: '2', related_goals: ['global'] }),
      b1300: entry({ q1: '2', goal }),
    });
    expect(rows).toEqual([
      {
        code: 'b280',
        component: 'b',
        relatedGoals: ['global'],
        goal,
        value: '',
        disciplines: [],
        interventions: '',
      },
      {
        code: 'd450',
        component: 'd',
        relatedGoals: ['global', 'cycle_2'],
        goal: { slot: 'q2', value: '1', date: '2026-06-30' },
        value: '2',
        disciplines: ['physician', 'physiotherapy'],
        interventions: 'Gait training',
      },
      {
        code: 'e310',
        component: 'e',
        relatedGoals: ['service_program'],
        goal: { slot: 'q1', value: '+1', date: '' },
        value: '2',
        disciplines: [],
        interventions: '',
      },
    ]);
    expect(interventionTableRows({})).toEqual([]);
  });
});

describe('the evaluation display per target', () => {
  const evaluations: ComparedEvaluation[] = [
    {
      id: 1,
      date: '2026-01-05',
      data: { b280: entry({ q1: '3', goal, related_goals: ['global'] }), d450: entry({ q1: '', q2: '' }) },
    },
    {
      id: 2,
      date: '2026-02-16',
      data: {
        b280: entry({ q1: '2' }),
        d450: entry({ q1: '3', goal: { slot: 'q1', value: '1', date: '' }, related_goals: ['cycle_1'] }),
        b130: entry({ q1: '2', goal }),
      },
    },
    {
      id: 3,
      date: '2026-03-30',
      data: {
        b280: entry({ q1: '1' }),
        d450: entry({ q1: '2' }),
        b130: entry({ q1: '1' }),
        e310: entry({ q1: '1', goal: { slot: 'q1', value: '+1', date: '' }, related_goals: ['cycle_2'] }),
      },
    },
  ];

  it('shows first, goal and latest value and whether reached, for targets only (a goal without a relation is none)', () => {
    expect(targetProgressOf(compareEvaluations(evaluations).groups)).toEqual([
      {
        code: 'b280',
        component: 'b',
        goal,
        relatedGoals: ['global'],
        first: '3',
        latest: '1',
        reached: true,
      },
      {
        code: 'd450',
        component: 'd',
        goal: { slot: 'q1', value: '1', date: '' },
        relatedGoals: ['cycle_1'],
        first: '3',
        latest: '2',
        reached: false,
      },
      {
        code: 'e310',
        component: 'e',
        goal: { slot: 'q1', value: '+1', date: '' },
        relatedGoals: ['cycle_2'],
        first: '1',
        latest: '1',
        reached: false,
      },
    ]);
  });

  it('takes the relation of the newest goal: a later goal without a relation ends the target', () => {
    const later = [
      ...evaluations,
      {
        id: 4,
        date: '2026-04-30',
        data: { b280: entry({ q1: '1', goal: { slot: 'q1', value: '0', date: '' } }) },
      },
    ];
    expect(targetProgressOf(compareEvaluations(later).groups).map((target) => target.code)).not.toContain(
      'b280',
    );
  });

  it('says a target not rated in the latest evaluation is not reached, with an empty latest value', () => {
    const missing: ComparedEvaluation[] = [
      { id: 1, date: '2026-01-05', data: { b280: entry({ q1: '2', goal, related_goals: ['global'] }) } },
      { id: 2, date: '2026-02-05', data: { b130: entry({ q1: '1' }) } },
    ];
    expect(targetProgressOf(compareEvaluations(missing).groups)).toEqual([
      {
        code: 'b280',
        component: 'b',
        goal,
        relatedGoals: ['global'],
        first: '2',
        latest: '',
        reached: false,
      },
    ]);
  });
});
