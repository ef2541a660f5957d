import type { CoreSet, CoreSetContext, CoreSetGroup, CoreSetGroupKey } from '../api/core-sets';
import type { SelectionAction } from './selection';

/**
 * The beginner path's guided selection (spec §4). The spec's condition table held hand-kept set positions;
 * here it is derived from the served catalogue, so adding a list to the catalogue never shifts another
 * condition onto the wrong set.
 */

/** Spec §3/§9, in their numbering (generic 0 … comprehensive 4); `enviromental_set` as the spec spells it. */
export const guidedPurposes = [
  'generic_set',
  'rehabilitation_set',
  'enviromental_set',
  'brief_set',
  'comprehensive_set',
] as const;
export type GuidedPurpose = (typeof guidedPurposes)[number];
/** Purposes 0–2: each selects one flat set alone. */
type FlatPurpose = Extract<GuidedPurpose, 'generic_set' | 'rehabilitation_set' | 'enviromental_set'>;

/** Spec §9: acute 0, subacute 1, chronic 2. */
export const guidedContexts = ['acute', 'subacute', 'chronic'] as const;
export type GuidedContext = (typeof guidedContexts)[number];

/** The catalogue's name of each screen context, by context number; a list made for `any` fits all three. */
export const catalogueContexts: Readonly<Record<GuidedContext, CoreSetContext>> = {
  acute: 'acute',
  subacute: 'post-acute',
  chronic: 'long-term',
};

/** The groups whose sets are health conditions (spec §2: groups 2–5, each under a heading). */
const conditionGroupKeys = ['musculoskeletal', 'cardiopulmonary', 'neurological', 'others'] as const;
type ConditionGroupKey = (typeof conditionGroupKeys)[number];

/**
 * The catalogue id an environmental-factor set would carry. The catalogue has no verified one today, so the
 * environmental purpose selects nothing and the screen says so.
 */
const environmentalCondition = 'environmental';

export function purposeNumber(purpose: GuidedPurpose): number {
  return guidedPurposes.indexOf(purpose);
}

export function contextNumber(context: GuidedContext): number {
  return guidedContexts.indexOf(context);
}

/**
 * One condition in one context: [comprehensive, brief], each the 1-based position of the set holding that
 * list in `GuidedCatalogue.sets` (the spec's "index + 1"), or false where the catalogue has no such list; the
 * whole entry is false where the condition has no list at all in that context (and for a heading).
 */
type ConditionTableEntry = readonly [comprehensive: number | false, brief: number | false] | false;
/** By context number. */
type ConditionTableEntries = readonly [ConditionTableEntry, ConditionTableEntry, ConditionTableEntry];

interface GuidedHeading {
  readonly kind: 'heading';
  /** `group:<key>`, never a catalogue id. */
  readonly id: string;
  readonly group: ConditionGroupKey;
  readonly entries: ConditionTableEntries;
}

export interface GuidedCondition {
  readonly kind: 'condition';
  /** The catalogue entry id, as `CoreSet.condition` names it. */
  readonly id: string;
  readonly group: ConditionGroupKey;
  readonly name: string;
  readonly name_translation: string;
  readonly entries: ConditionTableEntries;
  /** By context number: whether a list the entry points to was imported by the institution. */
  readonly institution: readonly [boolean, boolean, boolean];
}

type ConditionRow = GuidedHeading | GuidedCondition;

export interface GuidedCatalogue {
  /** All sets in the order served, personal sets left out: what the table's positions count in. */
  readonly sets: readonly CoreSet[];
  /** The condition table: each condition group's heading, then its conditions (with a list or not). */
  readonly rows: readonly ConditionRow[];
  /** By purpose number 0–2: the 1-based position of the one flat set, or false when the catalogue has none. */
  readonly flatSets: readonly [number | false, number | false, number | false];
}

/** What the clinician chose on the beginner screen (spec §3 "Beginner state"). */
export interface GuidedChoice {
  readonly context: GuidedContext | null;
  /** Condition ids; a heading id or an unknown id selects nothing. */
  readonly conditions: readonly string[];
  readonly purpose: GuidedPurpose;
}

/** Why something the clinician asked for was not selected, for the screen to say so. */
export type GuidedNote =
  | { readonly kind: 'nothing-chosen' }
  | { readonly kind: 'no-context' }
  | { readonly kind: 'no-flat-set'; readonly purpose: FlatPurpose }
  | { readonly kind: 'no-list'; readonly condition: GuidedCondition }
  | { readonly kind: 'no-brief-list'; readonly condition: GuidedCondition }
  | { readonly kind: 'no-comprehensive-list'; readonly condition: GuidedCondition };

/**
 * A list the catalogue has that fits any health condition and context (the generic or the rehabilitation
 * set), offered when no chosen condition has a list in the chosen context: never a list made up for it.
 */
export interface GuidedAlternative {
  readonly purpose: Extract<FlatPurpose, 'generic_set' | 'rehabilitation_set'>;
  readonly set: CoreSet;
  /** What choosing it applies, as the purpose itself would. */
  readonly actions: readonly SelectionAction[];
}

export type GuidedOutcome =
  /** Spec §5: the alert 'You must choose the health care context and health conditions', no modal. */
  | { readonly valid: false }
  | {
      readonly valid: true;
      /** The sets selected, in catalogue order (the modal numbers them). */
      readonly sets: readonly CoreSet[];
      /** To apply in order; empty when nothing was selected, so the current selection is kept. */
      readonly actions: readonly SelectionAction[];
      readonly notes: readonly GuidedNote[];
      /** Only when nothing was selected because no chosen condition has a list in the context. */
      readonly alternatives?: readonly GuidedAlternative[];
    };

/** Derives the condition table and the flat sets from `GET /api/set/all`. */
export function buildGuidedCatalogue(groups: readonly CoreSetGroup[]): GuidedCatalogue {
  const served = groups.filter((group) => group.key !== 'personal');
  const sets = served.flatMap((group) => group.sets.filter((set) => set.provenance.kind !== 'personal'));
  const positionOf = new Map(sets.map((set, index) => [set, index + 1]));
  const rows: ConditionRow[] = [];
  for (const group of conditionGroupKeys) {
    rows.push({ kind: 'heading', id: `group:${group}`, group, entries: [false, false, false] });
    const inGroup = served.filter((candidate) => candidate.key === group);
    const groupSets = inGroup.flatMap((candidate) => candidate.sets).filter((set) => positionOf.has(set));
    const named = new Map<string, { name: string; name_translation: string }>();
    for (const set of groupSets) if (!named.has(set.condition)) named.set(set.condition, set);
    for (const missing of inGroup.flatMap((candidate) => candidate.unavailable)) {
      if (!named.has(missing.condition)) named.set(missing.condition, missing);
    }
    for (const [id, { name, name_translation }] of named) {
      const ofCondition = groupSets.filter((set) => set.condition === id);
      const lists = guidedContexts.map((context) => listsInContext(ofCondition, context));
      rows.push({
        kind: 'condition',
        id,
        group,
        name,
        name_translation,
        entries: toTuple(lists.map((found) => entryOf(found, positionOf))),
        institution: toTuple(
          lists.map((found) =>
            [found.comprehensive, found.brief].some((set) => set?.provenance.kind === 'institution'),
          ),
        ),
      });
    }
  }
  const firstOf = (matches: (set: CoreSet, group: CoreSetGroupKey) => boolean): number | false => {
    const found = rankByProvenance(
      served.flatMap((group) => group.sets.filter((set) => positionOf.has(set) && matches(set, group.key))),
    )[0];
    return found ? positionOf.get(found)! : false;
  };
  return {
    sets,
    rows,
    flatSets: [
      firstOf((_, group) => group === 'generic'),
      firstOf((_, group) => group === 'rehabilitation'),
      firstOf((set) => set.condition === environmentalCondition),
    ],
  };
}

/** Spec §5: generic, rehabilitation and environmental need a context and at least one condition. */
export function isGuidedChoiceValid(choice: GuidedChoice): boolean {
  if (purposeNumber(choice.purpose) >= 3) return true;
  return choice.context !== null && choice.conditions.length > 0;
}

/**
 * Spec §4: purposes 0–2 select their one flat set alone; brief and comprehensive select, per chosen condition,
 * the set the condition table gives for the context (comprehensive the first number of the pair, brief the
 * second). Guided selection first clears sets and codes (`reset`). Comprehensive also brings in each set's
 * Comprehensive remainder (`codes_diff`) with `selectCodes`: those codes then count as added by hand, so
 * un-ticking the set on the select screen keeps them.
 */
export function chooseGuidedSets(catalogue: GuidedCatalogue, choice: GuidedChoice): GuidedOutcome {
  if (!isGuidedChoiceValid(choice)) return { valid: false };
  const purpose = purposeNumber(choice.purpose);
  if (purpose < 3) {
    const position = catalogue.flatSets[purpose as 0 | 1 | 2];
    if (position === false)
      return nothingSelected([{ kind: 'no-flat-set', purpose: choice.purpose as FlatPurpose }]);
    return selected(catalogue, [position], false, []);
  }
  const chosen = new Set(choice.conditions);
  const conditions = catalogue.rows.filter(
    (row): row is GuidedCondition => row.kind === 'condition' && chosen.has(row.id),
  );
  if (conditions.length === 0) return nothingSelected([{ kind: 'nothing-chosen' }]);
  if (choice.context === null) return nothingSelected([{ kind: 'no-context' }]);
  const comprehensive = purpose === 4;
  const context = contextNumber(choice.context);
  const positions: number[] = [];
  const notes: GuidedNote[] = [];
  for (const condition of conditions) {
    const entry = condition.entries[context as 0 | 1 | 2];
    if (entry === false) {
      notes.push({ kind: 'no-list', condition });
      continue;
    }
    const position = comprehensive ? entry[0] : entry[1];
    if (position === false) {
      notes.push({ kind: comprehensive ? 'no-comprehensive-list' : 'no-brief-list', condition });
    } else {
      positions.push(position);
    }
  }
  if (positions.length > 0) return selected(catalogue, positions, comprehensive, notes);
  const alternatives = notes.some((note) => note.kind === 'no-list') ? flatAlternatives(catalogue) : [];
  return alternatives.length === 0
    ? nothingSelected(notes)
    : { valid: true, sets: [], actions: [], notes, alternatives };
}

/** The generic and rehabilitation sets the catalogue holds, each with what selecting it alone applies. */
function flatAlternatives(catalogue: GuidedCatalogue): GuidedAlternative[] {
  const alternatives: GuidedAlternative[] = [];
  for (const purpose of ['generic_set', 'rehabilitation_set'] as const) {
    const position = catalogue.flatSets[purposeNumber(purpose) as 0 | 1];
    if (position === false) continue;
    const outcome = selected(catalogue, [position], false, []);
    if (outcome.valid) alternatives.push({ purpose, set: outcome.sets[0]!, actions: outcome.actions });
  }
  return alternatives;
}

function selected(
  catalogue: GuidedCatalogue,
  positions: readonly number[],
  comprehensive: boolean,
  notes: GuidedNote[],
): GuidedOutcome {
  const sets = [...new Set(positions)].sort((a, b) => a - b).map((position) => catalogue.sets[position - 1]!);
  const actions: SelectionAction[] = [
    { type: 'reset' },
    { type: 'selectSets', setIds: sets.map((set) => set.id) },
  ];
  const remainder = comprehensive ? sets.flatMap((set) => (set.list === 'brief' ? set.codes_diff : [])) : [];
  if (remainder.length > 0) actions.push({ type: 'selectCodes', codes: remainder });
  return { valid: true, sets, actions, notes };
}

function nothingSelected(notes: GuidedNote[]): GuidedOutcome {
  return { valid: true, sets: [], actions: [], notes };
}

interface ListsInContext {
  brief: CoreSet | undefined;
  comprehensive: CoreSet | undefined;
}

/** The condition's Brief and Comprehensive lists for a context: official before institution, then served order. */
function listsInContext(sets: readonly CoreSet[], context: GuidedContext): ListsInContext {
  const fitting = rankByProvenance(
    sets.filter((set) => set.context === catalogueContexts[context] || set.context === 'any'),
  );
  return {
    brief: fitting.find((set) => set.list !== 'comprehensive'),
    comprehensive: fitting.find((set) => set.list !== 'brief' || set.codes_diff.length > 0),
  };
}

function entryOf(found: ListsInContext, positionOf: ReadonlyMap<CoreSet, number>): ConditionTableEntry {
  if (!found.brief && !found.comprehensive) return false;
  const position = (set: CoreSet | undefined) => (set ? positionOf.get(set)! : false);
  return [position(found.comprehensive), position(found.brief)];
}

function rankByProvenance(sets: readonly CoreSet[]): CoreSet[] {
  const rank = (set: CoreSet) => (set.provenance.kind === 'official' ? 0 : 1);
  return [...sets].sort((a, b) => rank(a) - rank(b));
}

function toTuple<T>(values: readonly T[]): readonly [T, T, T] {
  return [values[0]!, values[1]!, values[2]!];
}
