import type { CategoryPlan } from '../rehab-cycle/category-plan';
import type { Discipline } from './disciplines';

/**
 * A team member's write screen in three groups (decision record 0037), each in the order the codes were given
 * (ICF order):
 * - `own`: categories whose responsible disciplines include the member's;
 * - `unassigned`: categories that name no discipline (or have no entry yet): nobody answers for them, so every
 *   member may rate them;
 * - `others`: categories assigned to other disciplines only.
 */
export interface CategoryArrangement {
  readonly own: readonly string[];
  readonly unassigned: readonly string[];
  readonly others: readonly string[];
}

export type CategoryArrangementGroup = keyof CategoryArrangement;

/** The groups in the order the write screen shows them. */
export const categoryArrangementGroups: readonly CategoryArrangementGroup[] = ['own', 'unassigned', 'others'];

/**
 * Sorts `selectedCodes` (already in ICF order) into the member's own, the unassigned and the others'
 * categories by each entry's `disciplines` (decision record 0034). Every selected code lands in exactly one
 * group; entries of codes that are not selected are ignored.
 */
export function arrangeCategoriesByDiscipline(
  selectedCodes: readonly string[],
  entries: Readonly<Record<string, Pick<CategoryPlan, 'disciplines'> | undefined>>,
  discipline: Discipline,
): CategoryArrangement {
  const groups = { own: [] as string[], unassigned: [] as string[], others: [] as string[] };
  for (const code of selectedCodes) groups[categoryGroupOf(entries[code], discipline)].push(code);
  return groups;
}

/** The group of one category's entry (none yet: unassigned) for a member of `discipline`. */
export function categoryGroupOf(
  entry: Pick<CategoryPlan, 'disciplines'> | undefined,
  discipline: Discipline,
): CategoryArrangementGroup {
  const responsible = entry?.disciplines;
  if (!responsible || responsible.length === 0) return 'unassigned';
  return responsible.includes(discipline) ? 'own' : 'others';
}

/** Whether two arrangements list the same codes in the same groups and order (a re-render can be skipped). */
export function sameCategoryArrangement(a: CategoryArrangement, b: CategoryArrangement): boolean {
  return categoryArrangementGroups.every((group) => sameCodes(a[group], b[group]));
}

function sameCodes(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((code, index) => code === b[index]);
}
