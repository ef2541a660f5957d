import { z } from 'zod';
import { componentCountsSchema, coreSetContextSchema } from './core-sets';
import { isStorableText } from './document-fields';

/**
 * Institution core-set list files (decision 0011): lists an administrator imports with
 * `npm run catalogue:import`, in JSON or CSV (README.md, "Institution core-set lists"). A file only names
 * lists; every import is checked (`icf/core-set-list-checks.ts`) before anything is stored.
 */

/** The catalogue's groups, as `core-sets.verified.json` names them. */
const institutionCoreSetGroups = [
  'general',
  'musculoskeletal',
  'cardiopulmonary',
  'neurological',
  'others',
] as const;
const institutionCoreSetGroupSchema = z.enum(institutionCoreSetGroups);

export const institutionCoreSetFileFormat = 'icf-institution-core-sets/1';

const publishedCountSchema = z.number().int().min(0).nullable().default(null);

/** The per-component counts a publication states for one list; any of them may be unknown (null). */
const publishedCountsSchema = z.strictObject({
  b: publishedCountSchema,
  s: publishedCountSchema,
  d: publishedCountSchema,
  e: publishedCountSchema,
  total: publishedCountSchema,
});
export type PublishedCounts = z.infer<typeof publishedCountsSchema>;

/**
 * Bounds of a list file, checked before its members (zod checks an array's length first): far more sets and
 * codes than any catalogue holds (the ICF has about 1,500 categories), far fewer than a 1 MB file could name.
 */
export const institutionCoreSetsMaxCount = 1000;
const institutionCoreSetCodesMaxCount = 5000;

/** Text of a list file ends up in the database (names, sources, the report's codes): no NUL, no lone surrogate. */
const storableFileText = () =>
  z
    .string()
    .refine(isStorableText, 'contains a character that cannot be stored (NUL or an unpaired surrogate)');

const codeListSchema = z
  .array(storableFileText().trim().min(1))
  .max(institutionCoreSetCodesMaxCount)
  .nullable()
  .default(null);

const institutionCoreSetEntrySchema = z.strictObject({
  /** The condition's id; the official catalogue's id (`stroke`) when it is one the catalogue also has. */
  condition: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lower-case words joined by hyphens, such as stroke'),
  context: coreSetContextSchema,
  group: institutionCoreSetGroupSchema,
  name: z.strictObject({ en: storableFileText().trim().min(1), kr: storableFileText().trim().min(1) }),
  /** The publication (or institutional document) the lists were read in; required. */
  source: storableFileText().trim().min(1),
  brief: codeListSchema,
  comprehensive: codeListSchema,
  publishedCounts: z
    .strictObject({
      brief: publishedCountsSchema.nullable().default(null),
      comprehensive: publishedCountsSchema.nullable().default(null),
    })
    .default({ brief: null, comprehensive: null }),
});
export type InstitutionCoreSetEntry = z.infer<typeof institutionCoreSetEntrySchema>;

/** A JSON list file; a CSV file is read into the same shape. */
export const institutionCoreSetFileSchema = z.strictObject({
  format: z.literal(institutionCoreSetFileFormat),
  sets: z
    .array(institutionCoreSetEntrySchema)
    .min(1, 'must name at least one set')
    .max(institutionCoreSetsMaxCount),
});
export type InstitutionCoreSetFile = z.infer<typeof institutionCoreSetFileSchema>;

const coreSetListKinds = ['brief', 'comprehensive'] as const;
export type CoreSetListName = (typeof coreSetListKinds)[number];

/** The rules every import is checked against; README.md lists them for administrators. */
export const coreSetListCheckRules = [
  /** The file could not be read as the documented JSON or CSV. */
  'unreadable-file',
  /** A set names neither a Brief nor a Comprehensive list. */
  'missing-list',
  /** A code is not a category of the classification the server serves. */
  'unknown-code',
  /** A code appears twice in one list. */
  'duplicate-code',
  /** Two sets of the file share a condition and context. */
  'duplicate-set',
  /** A list's per-component counts differ from the published counts stated in the file. */
  'count-mismatch',
  /** A Brief list code is missing from the set's Comprehensive list. */
  'brief-not-in-comprehensive',
  /** The official catalogue has a verified list for the condition, and the imported one differs (warning). */
  'differs-from-official',
  /** A live institution list of the same condition and context will be withdrawn (warning). */
  'replaces-institution-list',
] as const;
export type CoreSetListCheckRule = (typeof coreSetListCheckRules)[number];

const coreSetListIssueSchema = z.object({
  severity: z.enum(['error', 'warning']),
  rule: z.enum(coreSetListCheckRules),
  /** `condition/context` of the set, or null for the file as a whole. */
  set: z.string().nullable(),
  list: z.enum(coreSetListKinds).nullable(),
  message: z.string(),
  /** The codes the issue is about (unknown, duplicated, added, ...), in ICF order. */
  codes: z.array(z.string()),
  /** Only for differs-from-official: codes of the official list the imported one lacks. */
  missingCodes: z.array(z.string()).optional(),
});
export type CoreSetListIssue = z.infer<typeof coreSetListIssueSchema>;

/** The report of one import, printed before anything is stored and kept in `catalogue_imports.report`. */
const coreSetListReportSchema = z.object({
  sets: z.array(
    z.object({
      key: z.string(),
      condition: z.string(),
      context: coreSetContextSchema,
      name: z.string(),
      brief: componentCountsSchema.nullable(),
      comprehensive: componentCountsSchema.nullable(),
    }),
  ),
  errors: z.array(coreSetListIssueSchema),
  warnings: z.array(coreSetListIssueSchema),
});
export type CoreSetListReport = z.infer<typeof coreSetListReportSchema>;

/**
 * The report as the admin area's answers carry it (decision record 0042): the first problems and sets listed
 * (`summarizeCoreSetListReport`), and how many problems of each rule and how many sets there are in all.
 */
export const coreSetListReportSummarySchema = coreSetListReportSchema.extend({
  counts: z.array(
    z.object({
      severity: z.enum(['error', 'warning']),
      rule: z.enum(coreSetListCheckRules),
      count: z.number().int(),
    }),
  ),
  errors_total: z.number().int(),
  warnings_total: z.number().int(),
  sets_total: z.number().int(),
});
export type CoreSetListReportSummary = z.infer<typeof coreSetListReportSummarySchema>;
