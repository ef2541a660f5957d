import { z } from 'zod';
import {
  adminAuditListQuerySchema,
  adminAuditPageSchema,
  adminFeedbackListQuerySchema,
  adminFeedbackPageSchema,
  adminInstitutionListSchema,
  adminUsageSchema,
  adminUserListQuerySchema,
  adminUserPageSchema,
  adminUserSchema,
  catalogueCheckResultSchema,
  catalogueFileRequestSchema,
  catalogueImportResultSchema,
  feedbackMessageListSchema,
  feedbackMessageSchema,
  sendFeedbackRequestSchema,
  updateAdminFeedbackRequestSchema,
  updateAdminUserRequestSchema,
} from '@icf/shared';
import type { RouteDescription } from './describe-route';

/**
 * The administrator area (decision 0015): every /api/admin call needs the admin role (403 for any other signed-in
 * user). And the questions and suggestions page: anyone sends, a signed-in user reads their own.
 */
export const adminRoutes: RouteDescription[] = [
  {
    method: 'get',
    path: '/admin/users',
    summary: 'Accounts, newest first (search by name or e-mail)',
    auth: 'user',
    query: adminUserListQuerySchema,
    errors: [403],
    responses: { 200: adminUserPageSchema },
  },
  {
    method: 'patch',
    path: '/admin/users/:id',
    summary: 'Promote or demote an account, disable or enable it (never one’s own: 422)',
    auth: 'user',
    body: updateAdminUserRequestSchema,
    errors: [403, 413],
    responses: { 200: adminUserSchema },
  },
  {
    method: 'get',
    path: '/admin/usage',
    summary: 'Documents per week, suggestions by status, the job queue and failed jobs',
    auth: 'user',
    errors: [403],
    responses: { 200: adminUsageSchema },
  },
  {
    method: 'post',
    path: '/admin/jobs/suggestions/:id/retry',
    summary: 'Queue a failed suggestion job again (409 when the suggestion has not failed)',
    auth: 'user',
    errors: [403, 409, 413, 503],
    responses: { 202: { description: 'The suggestion is queued again.' } },
  },
  {
    method: 'get',
    path: '/admin/feedback',
    summary: 'Questions and suggestions, newest first (optionally of one status)',
    auth: 'user',
    query: adminFeedbackListQuerySchema,
    errors: [403],
    responses: { 200: adminFeedbackPageSchema },
  },
  {
    method: 'patch',
    path: '/admin/feedback/:id',
    summary: 'Answer a message (mailed to the sender) or change its status',
    auth: 'user',
    body: updateAdminFeedbackRequestSchema,
    errors: [403, 413],
    responses: { 200: feedbackMessageSchema },
  },
  {
    method: 'get',
    path: '/admin/audit',
    summary: 'The audit log, newest first',
    auth: 'user',
    query: adminAuditListQuerySchema,
    errors: [403],
    responses: { 200: adminAuditPageSchema },
  },

  // Institution core-set lists.
  {
    method: 'get',
    path: '/admin/catalogue',
    summary: 'The live institution core-set lists',
    auth: 'user',
    errors: [403],
    responses: { 200: adminInstitutionListSchema },
  },
  {
    method: 'post',
    path: '/admin/catalogue/check',
    summary: 'Check an institution list file (JSON or CSV) without importing it',
    auth: 'user',
    body: catalogueFileRequestSchema,
    errors: [403, 413],
    responses: { 200: catalogueCheckResultSchema },
  },
  {
    method: 'post',
    path: '/admin/catalogue/import',
    summary: 'Import an institution list file',
    auth: 'user',
    body: catalogueFileRequestSchema,
    errors: [403, 413],
    responses: {
      200: {
        description: 'Refused: nothing was stored; the report says why.',
        schema: catalogueImportResultSchema,
      },
      201: { description: 'Imported.', schema: catalogueImportResultSchema },
    },
  },
  {
    method: 'post',
    path: '/admin/catalogue/:id/withdraw',
    summary: 'Withdraw an institution list from the select screen (its record stays)',
    auth: 'user',
    errors: [403, 413],
    responses: { 200: z.object({ id: z.string().describe('The withdrawn list’s id.') }) },
  },

  // Questions and suggestions.
  {
    method: 'post',
    path: '/feedback',
    summary: 'Send a question or suggestion (kept with the account when signed in)',
    auth: 'public',
    body: sendFeedbackRequestSchema,
    errors: [413, 429],
    responses: { 201: feedbackMessageSchema },
  },
  {
    method: 'get',
    path: '/feedback',
    summary: 'The caller’s messages with their answers, newest first',
    auth: 'user',
    responses: { 200: feedbackMessageListSchema },
  },
];
