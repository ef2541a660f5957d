import { qualifierSlotsOf, type QualifierRole, type QualifierSlotName } from './qualifiers';

/**
 * The ICF direction of a qualifier: where a value stands on a scale on which higher is better. Impairments,
 * performance and capacity problems run from 0 (no problem, best) to 4 (complete, worst), so the score is
 * minus the magnitude. Environmental factors share one axis: a barrier n scores -n and a facilitator +n
 * scores +n, so a move from barrier toward facilitator is better. 8 (not specified) and 9 (not applicable)
 * have no magnitude and no score; nor have the nature and location of a body structure, which are kinds,
 * not amounts.
 */

/** The slots whose values are amounts on a scale (extent, performance, capacity, facilitator/barrier). */
const scoredRoles: ReadonlySet<QualifierRole> = new Set(['extent', 'performance', 'capacity', 'environment']);

export function isScoredRole(role: QualifierRole): boolean {
  return scoredRoles.has(role);
}

/** The role of `slot` for `code`, or undefined when the code offers no such slot. */
export function roleOfSlot(code: string, slot: QualifierSlotName): QualifierRole | undefined {
  return qualifierSlotsOf(code).find((candidate) => candidate.name === slot)?.role;
}

/** The score of `value` in a slot of `role` (higher is better); null when the value has no magnitude. */
export function qualifierScore(role: QualifierRole, value: string): number | null {
  if (!isScoredRole(role)) return null;
  const match = /^(\+?)([0-4])$/.exec(value);
  if (!match) return null;
  const magnitude = Number(match[2]);
  if (match[1] === '+') return role === 'environment' ? magnitude : null;
  return -magnitude;
}
