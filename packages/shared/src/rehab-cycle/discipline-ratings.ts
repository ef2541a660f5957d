import type { Discipline } from '../teams/disciplines';
import { qualifierSlotsOf, type QualifierSlotName } from '../icf/qualifiers';

/**
 * Each discipline's rating of a category in a team evaluation (decision record 0055). In the Rehab-Cycle
 * (Rauch, Cieza, Stucki 2008) the team assesses a client together: a physiotherapist and an occupational
 * therapist may see d450 differently, and that difference is a finding for the team meeting, not a clash. So
 * every assessing member keeps their own rating, and the document's own qualifiers are the one value the team
 * agreed (what PDFs, comparisons and FHIR use).
 */
export interface RatingValues {
  q1: string;
  q2: string;
  q3: string;
}

/** One member's rating of one category, as `GET /api/document/{id}/ratings` answers it. */
export interface DisciplineRating extends RatingValues {
  code: string;
  /** null: the rating of an account that was erased since. */
  user_id: number | null;
  /** null: a former member whose account was erased. */
  user_name: string | null;
  /** The member's discipline when they rated (team_members.discipline). */
  discipline: Discipline;
  /** When the rating was last given (ISO 8601). */
  rated_at: string;
}

/** Ratings differ enough for the meeting to discuss them from this many steps on one qualifier's scale. */
export const ratingSpreadMarked = 2;

/**
 * Where a qualifier value sits on its scale, for counting steps between two ratings: the 0–4 scale of extent,
 * performance and capacity as it is; the environmental scale as one line from complete facilitator (+4 → -4)
 * through 0 to complete barrier (4), so +1 and 1 are two steps apart. "Not specified" (8, +8), "not
 * applicable" (9) and the nominal nature and location of a structure (s codes' q2, q3) have no steps: null.
 */
export function ratingStepOf(code: string, slot: QualifierSlotName, value: string): number | null {
  const found = qualifierSlotsOf(code).find((candidate) => candidate.name === slot);
  if (!found || found.role === 'nature' || found.role === 'location') return null;
  const match = /^(\+?)([0-4])$/.exec(value);
  if (!match) return null;
  const step = Number(match[2]);
  return match[1] === '+' ? -step : step;
}

/**
 * The largest difference, in steps, between any two members' ratings of the same qualifier of `code`
 * (0 when fewer than two ratings have a step on any qualifier).
 */
export function ratingSpreadOf(code: string, ratings: readonly RatingValues[]): number {
  let spread = 0;
  for (const slot of qualifierSlotsOf(code)) {
    const steps = ratings
      .map((rating) => ratingStepOf(code, slot.name, rating[slot.name]))
      .filter((step): step is number => step !== null);
    if (steps.length < 2) continue;
    spread = Math.max(spread, Math.max(...steps) - Math.min(...steps));
  }
  return spread;
}

/** Whether the meeting view marks the category: two ratings differ by `ratingSpreadMarked` steps or more. */
export function ratingsDiffer(code: string, ratings: readonly RatingValues[]): boolean {
  return ratingSpreadOf(code, ratings) >= ratingSpreadMarked;
}

/** Whether a rating gives no value at all: saving it withdraws the member's rating of the category. */
export function ratingIsEmpty(rating: Readonly<RatingValues>): boolean {
  return rating.q1 === '' && rating.q2 === '' && rating.q3 === '';
}

/** The ratings of a document grouped by category, each group in the order given. */
export function ratingsByCode<T extends { code: string }>(ratings: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const rating of ratings) {
    const group = groups.get(rating.code);
    if (group) group.push(rating);
    else groups.set(rating.code, [rating]);
  }
  return groups;
}
