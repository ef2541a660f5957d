import { z } from 'zod';
import {
  documentRatingsSchema,
  ratingResponseSchema,
  ratingValuesRequestSchema,
  savedDocumentVersionResponseSchema,
} from '../../index';
import { defineEndpoints } from '../endpoint-contract';

const code = z.string().describe('The ICF category code, one the document holds an entry for (d450).');

/**
 * Each discipline's rating of a team evaluation and the team's agreed value (decision record 0055). A document
 * the caller may not use is the same 404 as a missing one.
 */
export const documentRatingsEndpoints = defineEndpoints({
  listDocumentRatings: {
    method: 'get',
    path: '/document/:id/ratings',
    tag: 'Documents',
    summary: 'Every team member’s own rating of each category, with their discipline and the date',
    access: 'documents:read',
    responses: { 200: documentRatingsSchema },
  },
  rateDocumentCategory: {
    method: 'put',
    path: '/document/:id/ratings/:code',
    tag: 'Documents',
    summary: 'Give, change or (all qualifiers empty) withdraw the caller’s own rating of a category',
    description:
      'Team documents only (409 for a personal one). Each member’s rating is their own: members rating at ' +
      'once never clash. The document’s entry keeps the agreed value.',
    access: 'documents:write',
    params: { code },
    body: ratingValuesRequestSchema,
    errors: [409, 413],
    responses: { 200: ratingResponseSchema },
  },
  setAgreedRating: {
    method: 'put',
    path: '/document/:id/agreed/:code',
    tag: 'Documents',
    summary:
      'Set the value the team agreed for a category: the entry’s qualifiers, saved as the next version',
    access: 'documents:write',
    params: { code },
    body: ratingValuesRequestSchema,
    errors: [409, 413],
    responses: { 200: savedDocumentVersionResponseSchema },
  },
});
