import { z } from 'zod';

const coreSetListKindSchema = z.enum(['single', 'brief', 'comprehensive']);
export type CoreSetListKind = z.infer<typeof coreSetListKindSchema>;

const coreSetSourceSchema = z.object({ citation: z.string(), url: z.string().nullable() });
export type CoreSetSource = z.infer<typeof coreSetSourceSchema>;

/**
 * The health-care context a condition's lists were made for, as the catalogue names it. The beginner
 * screen's acute, subacute and chronic map onto acute, post-acute and long-term; `any` fits every context.
 */
export const coreSetContexts = ['acute', 'post-acute', 'long-term', 'any'] as const;
export const coreSetContextSchema = z.enum(coreSetContexts);
export type CoreSetContext = z.infer<typeof coreSetContextSchema>;

/** How many categories of each component a list holds. */
export const componentCountsSchema = z.object({
  b: z.number().int().min(0),
  s: z.number().int().min(0),
  d: z.number().int().min(0),
  e: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type ComponentCounts = z.infer<typeof componentCountsSchema>;

/** Where a served list comes from, as the select screen shows it to a clinician. */
const coreSetProvenanceSchema = z.discriminatedUnion('kind', [
  /** From the official catalogue in ICF_DATA_DIR, verified against its published sources. */
  z.object({
    kind: z.literal('official'),
    /** Read in two independent sources, or in one whose per-component counts equal the publication's. */
    verification: z.enum(['two-sources', 'one-source-counts-match']),
    /** Whether the list's counts were checked against counts the publication states. */
    countsChecked: z.boolean(),
    /** The size of `codes` and of the Comprehensive list (`codes` + `codes_diff`) per component. */
    counts: componentCountsSchema,
    comprehensiveCounts: componentCountsSchema.nullable(),
  }),
  /** Imported by this installation's administrator (`npm run catalogue:import`). */
  z.object({
    kind: z.literal('institution'),
    /** The source the administrator named for the list. */
    source: z.string(),
    importedAt: z.string(),
    counts: componentCountsSchema,
    comprehensiveCounts: componentCountsSchema.nullable(),
  }),
  /** Made by the signed-in user from a selection ("My sets"). */
  z.object({
    kind: z.literal('personal'),
    note: z.string(),
    counts: componentCountsSchema,
    updatedAt: z.string(),
  }),
]);

/** One core set as `GET /api/set/all` serves it (spec §3 "Set"), with what the screens need beside it. */
export const coreSetSchema = z.object({
  /** Stable key: the catalogue id (`stroke`), `institution-<n>` or `personal-<n>`. */
  id: z.string(),
  name: z.string(),
  name_translation: z.string(),
  /** Codes selected when the set is toggled on (the Brief list for a condition set). */
  codes: z.array(z.string()),
  /** Comprehensive categories not in `codes`; offered in the 'diff codes' tab. */
  codes_diff: z.array(z.string()),
  /** Which published list `codes` is. A condition set whose Brief list is not verified serves its Comprehensive list. */
  list: coreSetListKindSchema,
  /** The condition (catalogue entry id) the set belongs to; a personal set is its own condition. */
  condition: z.string(),
  context: coreSetContextSchema,
  sources: z.array(coreSetSourceSchema),
  provenance: coreSetProvenanceSchema,
});
export type CoreSet = z.infer<typeof coreSetSchema>;

/**
 * A condition the official catalogue knows but has no verified list for (in that context): shown greyed out
 * as "not available yet", so that nothing is silently missing.
 */
const unavailableConditionSchema = z.object({
  condition: z.string(),
  name: z.string(),
  name_translation: z.string(),
  context: coreSetContextSchema,
  /** Published sizes the catalogue records, if any (total of the Brief and Comprehensive lists). */
  expectedTotals: z.object({ brief: z.number().nullable(), comprehensive: z.number().nullable() }),
});
export type UnavailableCondition = z.infer<typeof unavailableConditionSchema>;

/**
 * Spec §2: groups 0 and 1 have no heading; 2–5 are musculoskeletal, cardiopulmonary, neurological, others.
 * Group 6, "My sets", is served only to a signed-in user and holds that user's own sets.
 */
export const coreSetGroupKeys = [
  'generic',
  'rehabilitation',
  'musculoskeletal',
  'cardiopulmonary',
  'neurological',
  'others',
  'personal',
] as const;
export type CoreSetGroupKey = (typeof coreSetGroupKeys)[number];

export const coreSetGroupSchema = z.object({
  group: z.number().int().min(0).max(6),
  key: z.enum(coreSetGroupKeys),
  /** Whether the select screen shows a heading for this group (groups 2–6). */
  headed: z.boolean(),
  sets: z.array(coreSetSchema),
  /** Conditions of this group without a served list; always present, often empty. */
  unavailable: z.array(unavailableConditionSchema),
});
export type CoreSetGroup = z.infer<typeof coreSetGroupSchema>;

export const coreSetGroupsSchema = z.array(coreSetGroupSchema);
