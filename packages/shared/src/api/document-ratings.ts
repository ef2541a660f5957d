import { z } from 'zod';
import { disciplineSchema } from '../teams/discipline-schema';
import type { DisciplineRating } from '../rehab-cycle/discipline-ratings';
import type { ServerMessageKey } from '../i18n/server-messages';

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

/**
 * A rating's qualifiers (decision record 0055): q1–q3 as a document's entry holds them (spec §3). Which values
 * a code allows is checked on the server with `isLegalQualifierValue`, which knows the code; here each is at
 * most two characters ('+4'), so nothing unstorable gets that far.
 */
const qualifierValueSchema = z.string().max(2, key('validation.max_string'));

/**
 * `PUT /api/document/{id}/ratings/{code}`: the caller's own rating of one category of a team evaluation. All
 * three empty withdraws it. `PUT /api/document/{id}/agreed/{code}` takes the same body: the team's agreed value.
 */
export const ratingValuesRequestSchema = z.object({
  q1: qualifierValueSchema.default(''),
  q2: qualifierValueSchema.default(''),
  q3: qualifierValueSchema.default(''),
});
export type RatingValuesRequest = z.infer<typeof ratingValuesRequestSchema>;
export type RatingValuesRequestInput = z.input<typeof ratingValuesRequestSchema>;

export const disciplineRatingSchema = z.object({
  code: z.string(),
  user_id: z.number().int().nullable().describe('null: an erased account'),
  user_name: z.string().nullable().describe('null: a former member whose account was erased'),
  discipline: disciplineSchema.describe('The member’s discipline when they rated'),
  q1: z.string(),
  q2: z.string(),
  q3: z.string(),
  rated_at: z.string().describe('When the rating was last given (ISO 8601)'),
}) satisfies z.ZodType<DisciplineRating>;

/** `GET /api/document/{id}/ratings`: every member's rating of every category, in ICF order, then by time. */
export const documentRatingsSchema = z.object({ ratings: z.array(disciplineRatingSchema) });
export type DocumentRatings = z.infer<typeof documentRatingsSchema>;

/** The answer of a rating: the rating as stored, or null when it was withdrawn. */
export const ratingResponseSchema = z.object({ rating: disciplineRatingSchema.nullable() });
export type RatingResponse = z.infer<typeof ratingResponseSchema>;
