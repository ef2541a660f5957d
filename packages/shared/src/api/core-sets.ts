import { z } from 'zod';

export const coreSetListKindSchema = z.enum(['single', 'brief', 'comprehensive']);
export type CoreSetListKind = z.infer<typeof coreSetListKindSchema>;

export const coreSetSourceSchema = z.object({ citation: z.string(), url: z.string().nullable() });

/** One core set as `GET /api/set/all` serves it (spec §3 "Set"). */
export const coreSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  name_translation: z.string(),
  /** Codes selected when the set is toggled on (the Brief list for a condition set). */
  codes: z.array(z.string()),
  /** Comprehensive categories not in `codes`; offered in the 'diff codes' tab. */
  codes_diff: z.array(z.string()),
  /** Which published list `codes` is. A condition set whose Brief list is not verified serves its Comprehensive list. */
  list: coreSetListKindSchema,
  sources: z.array(coreSetSourceSchema),
});
export type CoreSet = z.infer<typeof coreSetSchema>;

/** Spec §2: groups 0 and 1 have no heading; 2–5 are musculoskeletal, cardiopulmonary, neurological, others. */
export const coreSetGroupKeys = [
  'generic',
  'rehabilitation',
  'musculoskeletal',
  'cardiopulmonary',
  'neurological',
  'others',
] as const;
export type CoreSetGroupKey = (typeof coreSetGroupKeys)[number];

export const coreSetGroupSchema = z.object({
  group: z.number().int().min(0).max(5),
  key: z.enum(coreSetGroupKeys),
  /** Whether the select screen shows a heading for this group (groups 2–5). */
  headed: z.boolean(),
  sets: z.array(coreSetSchema),
});
export type CoreSetGroup = z.infer<typeof coreSetGroupSchema>;

export const coreSetGroupsSchema = z.array(coreSetGroupSchema);
