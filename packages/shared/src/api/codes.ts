import { z } from 'zod';
import { sortByValues } from '../icf/code-kind';

const codeKindSchema = z.enum(['component', 'chapter', 'category']);

/**
 * Which edition a record comes from: the 2005 ICF print, a later WHO update (merged ICF-CY codes), or one of
 * the ICF-CY categories that only the child and youth version has (`icf-cy-additions.en.json`).
 */
export const icfReleases = ['icf-2005', 'icf-update', 'icf-cy'] as const;
export type IcfRelease = (typeof icfReleases)[number];

/** One ICF record as `GET /api/code/all` serves it (spec §3 "Code"). */
export const icfCodeSchema = z.object({
  code: z.string(),
  kind: codeKindSchema,
  level: z.number().int().min(0).max(4),
  parent: z.string().nullable(),
  name: z.string(),
  /** The Korean title (the project's own translation, see docs/decisions). Empty when none exists. */
  name_translation: z.string(),
  /** The WHO definition of the category; spec §5 calls it `description`. Empty when the ICF gives none. */
  description: z.string(),
  inclusions: z.string(),
  exclusions: z.string(),
  sort_by: z.enum(sortByValues),
  release: z.enum(icfReleases),
  /** Position in ICF order (component, then depth first); a stable sort key. */
  id: z.number().int().positive(),
});
export type IcfCode = z.infer<typeof icfCodeSchema>;

/** `GET /api/code/all`: every record keyed by its code. */
export const codeMapSchema = z.record(z.string(), icfCodeSchema);
export type CodeMap = z.infer<typeof codeMapSchema>;
