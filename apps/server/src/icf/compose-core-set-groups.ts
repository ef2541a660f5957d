import { coreSetGroupKeys, type CoreSet, type CoreSetGroup, type CoreSetGroupKey } from '@icf/shared';
import { emptyCoreSetGroup } from './build-core-set-groups';

/** An institution list and the group it belongs to, as the catalogue feature presents it. */
export interface GroupedCoreSet {
  groupKey: CoreSetGroupKey;
  set: CoreSet;
}

/**
 * `GET /api/set/all` for one caller: the official catalogue, then this installation's institution lists
 * in their groups (a condition they make available leaves the group's `unavailable` list for that
 * context), then the caller's own sets as group 6, "My sets". Official lists are never replaced.
 */
export function composeCoreSetGroups(
  official: readonly CoreSetGroup[],
  institution: readonly GroupedCoreSet[],
  personal: readonly CoreSet[] | null,
): CoreSetGroup[] {
  const groups = official.map((group) => ({
    ...group,
    sets: [...group.sets],
    unavailable: [...group.unavailable],
  }));
  for (const { groupKey, set } of institution) {
    const group = groups.find((candidate) => candidate.key === groupKey);
    if (!group) continue;
    group.sets.push(set);
    group.unavailable = group.unavailable.filter(
      (condition) => !(condition.condition === set.condition && condition.context === set.context),
    );
  }
  if (personal) {
    const personalGroup = emptyCoreSetGroup('personal', coreSetGroupKeys.indexOf('personal'));
    personalGroup.sets.push(...personal);
    groups.push(personalGroup);
  }
  return groups;
}
