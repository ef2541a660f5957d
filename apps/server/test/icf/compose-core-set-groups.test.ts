import { describe, expect, it } from 'vitest';
import type { CoreSet, CoreSetGroup } from '@icf/shared';
import { emptyCoreSetGroups } from '../../src/icf/build-core-set-groups';
import { composeCoreSetGroups } from '../../src/icf/compose-core-set-groups';

const counts = { b: 1, s: 0, d: 0, e: 0, total: 1 };

function institutionSet(condition: string, context: CoreSet['context']): CoreSet {
  return {
    id: `institution-${condition}`,
    name: condition,
    name_translation: '',
    codes: ['b280'],
    codes_diff: [],
    list: 'brief',
    condition,
    context,
    sources: [{ citation: 'Clinic handbook 2026', url: null }],
    provenance: {
      kind: 'institution',
      source: 'Clinic handbook 2026',
      importedAt: '2026-11-23T00:00:00.000Z',
      counts,
      comprehensiveCounts: null,
    },
  };
}

function officialCatalogue(): CoreSetGroup[] {
  const groups = emptyCoreSetGroups();
  groups[3]!.unavailable.push(
    {
      condition: 'copd',
      name: 'COPD',
      name_translation: '',
      context: 'long-term',
      expectedTotals: { brief: null, comprehensive: null },
    },
    {
      condition: 'acute-cardio',
      name: 'Acute',
      name_translation: '',
      context: 'acute',
      expectedTotals: { brief: 31, comprehensive: null },
    },
  );
  return groups;
}

describe('composeCoreSetGroups', () => {
  it('adds institution lists to their group; a condition they make available is no longer unavailable', () => {
    const official = officialCatalogue();
    const groups = composeCoreSetGroups(
      official,
      [{ groupKey: 'cardiopulmonary', set: institutionSet('copd', 'long-term') }],
      null,
    );
    const cardiopulmonary = groups.find((group) => group.key === 'cardiopulmonary')!;
    expect(cardiopulmonary.sets.map((set) => set.id)).toEqual(['institution-copd']);
    expect(cardiopulmonary.unavailable.map((condition) => condition.condition)).toEqual(['acute-cardio']);
    // The prepared official catalogue is left as it was.
    expect(official[3]!.sets).toEqual([]);
    expect(official[3]!.unavailable).toHaveLength(2);
  });

  it('keeps a condition unavailable in a context the institution list is not for', () => {
    const groups = composeCoreSetGroups(
      officialCatalogue(),
      [{ groupKey: 'cardiopulmonary', set: institutionSet('copd', 'acute') }],
      null,
    );
    expect(groups[3]!.unavailable.map((condition) => condition.condition)).toEqual(['copd', 'acute-cardio']);
  });

  it('adds "My sets" as group 6 for a signed-in caller only', () => {
    expect(composeCoreSetGroups(officialCatalogue(), [], null).map((group) => group.key)).not.toContain(
      'personal',
    );
    const mine = { ...institutionSet('mine', 'any'), id: 'personal-1' };
    const groups = composeCoreSetGroups(officialCatalogue(), [], [mine]);
    expect(groups.at(-1)).toMatchObject({ group: 6, key: 'personal', headed: true });
    expect(groups.at(-1)!.sets.map((set) => set.id)).toEqual(['personal-1']);
  });
});
