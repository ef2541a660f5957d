import {
  attachDocumentRequestSchema,
  clientEvaluationListSchema,
  clientListSchema,
  clientProgressSchema,
  clientRequestSchema,
  clientSchema,
  documentIdResponseSchema,
  downloadDocumentResponseSchema,
  progressQuerySchema,
} from '@icf/shared';
import type { RouteDescription } from './describe-route';

/**
 * The client calls (decision 0018): a signed-in user's clients, their evaluations and progress, and attaching a
 * document to one. Another user's client is the same 404 as a missing one.
 */
export const clientRoutes: RouteDescription[] = [
  {
    method: 'get',
    path: '/client/all',
    summary: 'The caller’s clients by display name',
    auth: 'user',
    responses: { 200: clientListSchema },
  },
  {
    method: 'post',
    path: '/client',
    summary: 'Create a client',
    auth: 'user',
    body: clientRequestSchema,
    errors: [413],
    responses: { 201: clientSchema },
  },
  {
    method: 'get',
    path: '/client/:id',
    summary: 'One client',
    auth: 'user',
    responses: { 200: clientSchema },
  },
  {
    method: 'put',
    path: '/client/:id',
    summary: 'Change a client',
    auth: 'user',
    body: clientRequestSchema,
    errors: [413],
    responses: { 200: clientSchema },
  },
  {
    method: 'delete',
    path: '/client/:id',
    summary: 'Delete a client (its documents stay, no longer attached)',
    auth: 'user',
    responses: { 200: documentIdResponseSchema },
  },
  {
    method: 'get',
    path: '/client/:id/documents',
    summary: 'The client’s evaluations by evaluation date, then creation',
    auth: 'user',
    responses: { 200: clientEvaluationListSchema },
  },
  {
    method: 'get',
    path: '/client/:id/progress',
    summary: 'The client’s evaluations compared code by code (422 for an id not of the client’s documents)',
    auth: 'user',
    query: progressQuerySchema,
    responses: { 200: clientProgressSchema },
  },
  {
    method: 'get',
    path: '/client/:id/progress/download',
    summary: 'The progress report as a PDF (base64)',
    auth: 'user',
    query: progressQuerySchema,
    errors: [429, 503],
    responses: { 200: downloadDocumentResponseSchema },
  },
  {
    method: 'post',
    path: '/document/:id/client',
    summary: 'Attach a document to a client of the caller (null detaches); saved as a new version',
    auth: 'user',
    body: attachDocumentRequestSchema,
    errors: [413],
    responses: { 200: documentIdResponseSchema },
  },
];
