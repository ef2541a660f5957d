import { describe, expect, it } from 'vitest';
import {
  clientGoalIds,
  codeEntrySchema,
  codeGoalSchema,
  completeCodeEntry,
  disciplines,
  interventionsMaxLength,
  interventionsSchema,
  isCodeGoal,
  isInterventions,
  isRelatedGoals,
  isResponsibleDisciplines,
  patchCodeEntry,
  emptyCodeEntry,
  relatedGoalsSchema,
  responsibleDisciplinesSchema,
} from '../src';

/*
 * Decision record 0039: the rules the app's pages apply to a code entry need no zod; requests are checked with the
 * zod schemas. Both must accept exactly the same values, or a draft could hold what a save is refused for.
 */
const notLists = [undefined, null, 'global', 3, {}, { 0: 'global', length: 1 }];

describe('the entry rules accept what the request schemas accept', () => {
  it('a goal: a qualifier slot, a value and a date, as strings', () => {
    const candidates = [
      { slot: 'q1', value: '2', date: '' },
      { slot: 'q3', value: '+1', date: '2026-12-01', extra: 'dropped' },
      { slot: 'q4', value: '2', date: '' },
      { slot: 'q1', value: 2, date: '' },
      { slot: 'q1', value: '2' },
      { slot: 'q1', date: '' },
      ['q1', '2', ''],
      null,
      undefined,
      'q1',
    ];
    for (const goal of candidates)
      expect(isCodeGoal(goal), JSON.stringify(goal)).toBe(codeGoalSchema.safeParse(goal).success);
    expect(candidates.filter((goal) => isCodeGoal(goal))).toHaveLength(2);
  });

  it('the related goals: known ids, each once, no more than there are', () => {
    const candidates = [
      [],
      ['global'],
      ['cycle_2', 'global'],
      [...clientGoalIds],
      ['global', 'global'],
      ['cycle_6'],
      [...clientGoalIds, 'global'],
      [1],
      ...notLists,
    ];
    for (const goals of candidates)
      expect(isRelatedGoals(goals), JSON.stringify(goals)).toBe(relatedGoalsSchema.safeParse(goals).success);
    expect(candidates.filter((goals) => isRelatedGoals(goals))).toHaveLength(4);
  });

  it('the responsible disciplines: known ids, each once, no more than there are', () => {
    const candidates = [
      [],
      [disciplines[0]],
      [...disciplines],
      [...disciplines].reverse(),
      [disciplines[0], disciplines[0]],
      ['astrology'],
      [...disciplines, disciplines[0]],
      ...notLists,
    ];
    for (const responsible of candidates)
      expect(isResponsibleDisciplines(responsible), JSON.stringify(responsible)).toBe(
        responsibleDisciplinesSchema.safeParse(responsible).success,
      );
    expect(candidates.filter((responsible) => isResponsibleDisciplines(responsible))).toHaveLength(4);
  });

  it('the interventions: text of at most the limit', () => {
    const candidates = [
      '',
      'walking practice',
      'x'.repeat(interventionsMaxLength),
      'x'.repeat(interventionsMaxLength + 1),
      5,
      null,
      undefined,
      ['walk'],
    ];
    for (const interventions of candidates)
      expect(isInterventions(interventions), String(interventions).slice(0, 20)).toBe(
        interventionsSchema.safeParse(interventions).success,
      );
    expect(candidates.filter((interventions) => isInterventions(interventions))).toHaveLength(3);
  });

  it('an entry patched with anything is one the entry schema accepts, with only the valid fields taken', () => {
    const patched = patchCodeEntry(emptyCodeEntry(), {
      q1: '2',
      desc: 'stairs',
      goal: { slot: 'q1', value: '1', date: '', extra: 'dropped' } as never,
      related_goals: ['cycle_1', 'global'],
      disciplines: ['astrology'] as never,
      interventions: 7 as never,
    });
    expect(patched).toEqual({
      ...emptyCodeEntry(),
      q1: '2',
      desc: 'stairs',
      goal: { slot: 'q1', value: '1', date: '' },
      related_goals: ['global', 'cycle_1'],
    });
    expect(codeEntrySchema.parse(patched)).toEqual(patched);
    // A goal of the wrong shape removes the goal the entry had.
    expect(patchCodeEntry(patched, { goal: { slot: 'q9' } as never }).goal).toBeUndefined();
    expect(completeCodeEntry({ goal: 'soon' as never, s2: 'yes' as never })).toEqual(emptyCodeEntry());
  });
});
