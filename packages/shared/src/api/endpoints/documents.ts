import { defineEndpoints } from '../endpoint-contract';
import { emptyBody } from './body-limits';
import {
  documentIdResponseSchema,
  documentSaveConflictBodySchema,
  savedDocumentVersionResponseSchema,
  documentListQuerySchema,
  documentPageSchema,
  documentVersionListSchema,
  documentVersionListQuerySchema,
  documentVersionSchema,
  idempotencyKeyHeadersSchema,
  idempotentReplayedHeader,
  restoredDocumentVersionSchema,
  saveDocumentRequestSchema,
  savedDocumentSchema,
  updateDocumentRequestSchema,
  saveDocumentBodyMaxBytes,
} from '../../index';

/** Saved documents and their versions (spec §3, §7). One contract per call (decision record 0059). */
export const documentsEndpoints = defineEndpoints({
  // Documents (spec §3, §7).
  listDocuments: {
    method: 'get',
    path: '/document/all',
    tag: 'Documents',
    summary: 'One page of the dashboard list: the caller’s own documents, or with `team_id` a team’s',
    access: 'documents:read',
    query: documentListQuerySchema,
    errors: [404],
    responses: { 200: documentPageSchema },
  },
  saveDocument: {
    method: 'post',
    path: '/document/save',
    tag: 'Documents',
    summary: 'Save a new document, or a new version of one',
    access: 'documents:write',
    bodyLimit: { maxBytes: saveDocumentBodyMaxBytes, message: 'document.too_large' },
    description:
      'With an `Idempotency-Key` header, a retry of a save whose answer was lost is stored once (decision ' +
      "records 0031, 0042; the answer is recorded in the save's own transaction): the same key and body from the same account get the first answer again, marked " +
      '`Idempotent-Replayed: true`, without a second document or version. The same key with another body is ' +
      'a 422 naming the header; a repeat while the first is still being handled is a 409 (try again).\n\n' +
      'With `id` and `base_version` (the version the save started from; decision record 0036), a document ' +
      'saved meanwhile by someone else is not overwritten: the changes since `base_version` merge with it per ' +
      'category, per info field and per core set, and the merge is saved as the next version. An entry both ' +
      'changed differently is a 409 `conflict` that names each one (`conflicts`: base, mine and theirs) and ' +
      'the `current_version`; nothing is saved. Saving again with `base_version` = `current_version` and the ' +
      'chosen values resolves it. A `base_version` the document never had is a 422. Without `base_version` ' +
      'the save replaces the document as it stands.',
    headers: idempotencyKeyHeadersSchema,
    body: saveDocumentRequestSchema,
    errors: [404, 409, 413],
    errorAnswers: {
      409: {
        description:
          'Someone saved the document since `base_version` and changed the same entries (`conflicts`), or ' +
          'others kept saving while this one merged (`conflicts` empty: save again); or the ' +
          '`Idempotency-Key` is still being handled (no `conflicts`). Nothing was saved.',
        schema: documentSaveConflictBodySchema.partial({ current_version: true, conflicts: true }),
        example: {
          code: 'conflict',
          message:
            'Someone else saved this document meanwhile and changed the same entries. Choose which values to keep, then save again.',
          current_version: 4,
          conflicts: [
            {
              part: 'info',
              field: 'dx',
              base: 'Stroke',
              mine: 'Stroke (I63.9)',
              theirs: 'Stroke, left side',
            },
          ],
        },
      },
    },
    responses: {
      200: {
        description:
          'Saved (`version`: the version the save became); or, for a repeated `Idempotency-Key`, the first ' +
          'answer again.',
        schema: savedDocumentVersionResponseSchema,
        headers: {
          [idempotentReplayedHeader]: {
            description: '`true` when this is the stored answer of an earlier request with the same key.',
            schema: { type: 'string', enum: ['true'] },
          },
        },
      },
    },
  },
  deleteDocument: {
    method: 'post',
    path: '/document/update',
    tag: 'Documents',
    summary: 'Delete a document (soft)',
    access: 'documents:write',
    body: updateDocumentRequestSchema,
    errors: [404],
    responses: { 200: documentIdResponseSchema },
  },
  getDocument: {
    method: 'get',
    path: '/document/:id',
    tag: 'Documents',
    summary: 'A saved document, for the editor',
    access: 'documents:read',
    responses: { 200: savedDocumentSchema },
  },
  listDocumentVersions: {
    method: 'get',
    path: '/document/:id/versions',
    tag: 'Documents',
    summary: 'Every saved state of a document, or those after a version',
    access: 'documents:read',
    query: documentVersionListQuerySchema,
    responses: { 200: documentVersionListSchema },
  },
  getDocumentVersion: {
    method: 'get',
    path: '/document/:id/versions/:version',
    tag: 'Documents',
    summary: 'One saved state',
    access: 'documents:read',
    responses: { 200: documentVersionSchema },
  },
  restoreDocumentVersion: {
    method: 'post',
    path: '/document/:id/versions/:version/restore',
    tag: 'Documents',
    summary: 'Make a saved state the newest version',
    access: 'documents:write',
    bodyLimit: emptyBody,
    errors: [413],
    responses: { 200: restoredDocumentVersionSchema },
  },
});
