import { z } from 'zod';
import { coreSetContexts, icfReleases } from '@icf/shared';

/** `icf-classification.en.json`: the WHO English ICF, one record per component, chapter and category. */
export const icfSourceRecordSchema = z.object({
  code: z.string().regex(/^[bsde]\d*$/, 'must be an ICF code such as b280'),
  kind: z.enum(['component', 'chapter', 'category']),
  component: z.enum(['b', 's', 'd', 'e']),
  level: z.number().int().min(0).max(4),
  parent: z.string().nullable(),
  title: z.string(),
  definition: z.string().nullable(),
  inclusions: z.string().nullable(),
  exclusions: z.string().nullable(),
  /** Which edition the category comes from; records of the first data files had none (the 2005 print). */
  release: z.enum(icfReleases).default('icf-2005'),
});
export const icfSourceSchema = z.array(icfSourceRecordSchema).min(1);
export type IcfSourceRecord = z.infer<typeof icfSourceRecordSchema>;

const verificationSchema = z.enum(['two-sources', 'one-source-counts-match', 'one-source', 'missing']);
export type Verification = z.infer<typeof verificationSchema>;

const publishedCountsSchema = z
  .object({
    b: z.number().int().nullable(),
    s: z.number().int().nullable(),
    d: z.number().int().nullable(),
    e: z.number().int().nullable(),
    total: z.number().int().nullable(),
  })
  .partial();
export type PublishedCounts = z.infer<typeof publishedCountsSchema>;

/**
 * `core-sets.verified.json` (and `core-sets.icf-cy.json`): the core-set catalogue, each list with the
 * sources it was read in and the per-component counts its publication states, where known.
 */
export const coreSetSourceEntrySchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1),
  group: z.enum(['general', 'musculoskeletal', 'cardiopulmonary', 'neurological', 'others']),
  context: z.enum(coreSetContexts).default('any'),
  expectedCounts: z
    .object({ brief: publishedCountsSchema.nullable(), comprehensive: publishedCountsSchema.nullable() })
    .partial()
    .optional(),
  brief: z.array(z.string()).nullable(),
  comprehensive: z.array(z.string()).nullable(),
  singleList: z.boolean().optional(),
  sources: z.array(
    z.object({ url: z.string().optional(), citation: z.string().optional(), gave: z.string().optional() }),
  ),
  verified: z.object({ brief: verificationSchema, comprehensive: verificationSchema }),
});
export const coreSetCatalogueSchema = z.array(coreSetSourceEntrySchema);
export type CoreSetSourceEntry = z.infer<typeof coreSetSourceEntrySchema>;

/** The project's Korean titles (icf-data/icf-titles.ko.json, or a licensed replacement). */
export const koreanTitlesFileSchema = z.object({
  titles: z.record(z.string(), z.string()),
});

/** The project's Korean names of the core sets (icf-data/core-set-names.ko.json). */
export const coreSetKoreanNamesSchema = z.object({
  names: z.record(z.string(), z.string()),
});

/**
 * The project's clinician-readable citations of the publications behind each served list
 * (icf-data/core-set-publications.json), written from the catalogue's own source notes.
 */
export const coreSetPublicationsSchema = z.object({
  publications: z.record(
    z.string(),
    z.array(z.object({ citation: z.string().min(1), url: z.string().url().nullable() })),
  ),
});

/**
 * The project's corrections of the WHO English text (icf-data/icf-corrections.en.json, decision 0043): each
 * names the category, the field, the text the release has (`wrong`), the text to show instead (null: show no
 * text rather than a wrong one) and where the right wording was read (`source`; "mechanical: …" for a fix
 * that needs none, such as a doubled title cut to one).
 */
export const icfCorrectionsFileSchema = z.object({
  corrections: z.array(
    z.object({
      code: z.string().regex(/^[bsde]\d*$/),
      field: z.enum(['title', 'definition', 'inclusions', 'exclusions']),
      wrong: z.string().min(1),
      corrected: z.string().min(1).nullable(),
      source: z.string().min(1),
    }),
  ),
});
export type IcfCorrection = z.infer<typeof icfCorrectionsFileSchema>['corrections'][number];

/** `icf-codes.de.json` of a release folder: the German ICF text, read only to compare (decision 0043). */
const optionalText = z.string().nullable().optional();
export const germanTextsSchema = z.array(
  z.object({
    code: z.string(),
    title: optionalText,
    definition: optionalText,
    inclusions: optionalText,
    exclusions: optionalText,
  }),
);
