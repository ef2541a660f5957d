import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { coreSetListReportSummarySchema } from './institution-core-sets';
import { feedbackCategories, feedbackMessageMaxLength, feedbackStatuses } from './feedback-options';
import { pageNumber, storableText } from './documents';
import { isStorableText } from './document-fields';
import { suggestionErrorCodes, suggestionStatuses } from './suggestion-statuses';

/**
 * The administrator area's calls (decision 0015), all under /api/admin and all for the admin role only. Privacy:
 * an administrator sees accounts, counts, feedback and the audit log, never a document's content: no schema
 * below has a field that carries document info or code entries.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

const adminPageMaxSize = 100;
const adminPageDefaultSize = 20;
/** Search text for the user list (name or e-mail); longer than an e-mail address makes no sense. */
const adminSearchMaxLength = 255;

/** A page of any admin list. */
function pageOf<T extends z.ZodType>(row: T) {
  return z.object({
    data: z.array(row),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  });
}

const pageQuery = {
  page: pageNumber(Number.MAX_SAFE_INTEGER).default(1),
  per_page: pageNumber(adminPageMaxSize).default(adminPageDefaultSize),
};

// Users ------------------------------------------------------------------------------------------------

const adminRoles = ['user', 'admin'] as const;

/** `GET /api/admin/users?search&page&per_page`: newest accounts first; search matches name or e-mail. */
export const adminUserListQuerySchema = z.object({
  search: storableText(adminSearchMaxLength).trim().default(''),
  ...pageQuery,
});
export type AdminUserListQueryInput = z.input<typeof adminUserListQuerySchema>;

/** One account as the administrator sees it: who, role, state and how many live documents (a count only). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: z.enum(adminRoles),
  verified: z.boolean(),
  disabled: z.boolean(),
  created_at: z.string(),
  document_count: z.number().int(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserPageSchema = pageOf(adminUserSchema);
export type AdminUserPage = z.infer<typeof adminUserPageSchema>;

/** `PATCH /api/admin/users/:id`: promote or demote, disable or enable again. */
export const updateAdminUserRequestSchema = z
  .object({
    role: z.enum(adminRoles, key('validation.in')).optional(),
    disabled: z.boolean(key('validation.invalid')).optional(),
  })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, {
    path: ['role'],
    error: 'validation.required' satisfies ServerMessageKey,
  });
export type UpdateAdminUserRequest = z.infer<typeof updateAdminUserRequestSchema>;

// Usage ------------------------------------------------------------------------------------------------

/** How many weeks `documents_per_week` covers, this one included. */
export const usageWeeks = 12;

export const adminUsageSchema = z.object({
  /** Documents created per ISO week (Monday, UTC), oldest first, weeks without documents included. */
  documents_per_week: z.array(z.object({ week: z.string(), count: z.number().int() })),
  suggestions_by_status: z.record(z.enum(suggestionStatuses), z.number().int()),
  /** The job queue (pg-boss); null while it is not running on this server. */
  queue: z
    .array(
      z.object({
        name: z.string(),
        waiting: z.number().int(),
        active: z.number().int(),
        failed: z.number().int(),
      }),
    )
    .nullable(),
  /** The most recent failed suggestion jobs with their reasons; each can be tried again. */
  failed_jobs: z.array(
    z.object({
      id: z.number().int(),
      kind: z.literal('suggestion'),
      reason: z.enum(suggestionErrorCodes).nullable(),
      attempts: z.number().int(),
      failed_at: z.string().nullable(),
    }),
  ),
});
export type AdminUsage = z.infer<typeof adminUsageSchema>;

// Feedback ---------------------------------------------------------------------------------------------

/** `GET /api/admin/feedback?status&page&per_page`: newest first; without status, every message. */
export const adminFeedbackListQuerySchema = z.object({
  status: z.enum(feedbackStatuses, key('validation.in')).optional(),
  ...pageQuery,
});
export type AdminFeedbackListQueryInput = z.input<typeof adminFeedbackListQuerySchema>;

export const adminFeedbackSchema = z.object({
  id: z.number().int(),
  category: z.enum(feedbackCategories),
  message: z.string(),
  email: z.string(),
  /** The account that sent it; null for a visitor (or a deleted account). */
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  status: z.enum(feedbackStatuses),
  answer: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type AdminFeedback = z.infer<typeof adminFeedbackSchema>;

export const adminFeedbackPageSchema = pageOf(adminFeedbackSchema);
export type AdminFeedbackPage = z.infer<typeof adminFeedbackPageSchema>;

/**
 * `PATCH /api/admin/feedback/:id`: an answer (status becomes answered and the sender is mailed), or a status
 * change alone (close, reopen).
 */
export const updateAdminFeedbackRequestSchema = z
  .object({
    answer: storableText(feedbackMessageMaxLength).trim().min(1, key('validation.required')).optional(),
    status: z.enum(feedbackStatuses, key('validation.in')).optional(),
  })
  .refine((value) => value.answer !== undefined || value.status !== undefined, {
    path: ['answer'],
    error: 'validation.required' satisfies ServerMessageKey,
  });
export type UpdateAdminFeedbackRequest = z.infer<typeof updateAdminFeedbackRequestSchema>;

// Audit log --------------------------------------------------------------------------------------------

export const adminAuditListQuerySchema = z.object(pageQuery);
export type AdminAuditListQueryInput = z.input<typeof adminAuditListQuerySchema>;

export const adminAuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});

export const adminAuditPageSchema = pageOf(adminAuditEntrySchema);
export type AdminAuditPage = z.infer<typeof adminAuditPageSchema>;

// Institution core-set lists ---------------------------------------------------------------------------

/** A list file of up to 1 MB, sent as text; the file name's extension (.json, .csv) says its format. */
export const catalogueFileMaxLength = 1_000_000;

/** `POST /api/admin/catalogue/check` and `POST /api/admin/catalogue/import`. */
export const catalogueFileRequestSchema = z.object({
  file_name: storableText(255).trim().min(1, key('validation.required')),
  content: z
    .string(key('validation.string'))
    .min(1, key('validation.required'))
    .max(catalogueFileMaxLength, key('validation.max_string'))
    // The report quotes the file (codes, names), and PostgreSQL stores no NUL: refused before any check runs.
    .refine(isStorableText, key('validation.unstorable_text')),
  /** Import only: the administrator has read the warnings and accepts them. Errors are never accepted. */
  accept_warnings: z.boolean(key('validation.invalid')).default(false),
});
export type CatalogueFileRequestInput = z.input<typeof catalogueFileRequestSchema>;

const catalogueVerdicts = ['acceptable', 'needs-acceptance', 'refused'] as const;

/** The check report of a file, and, for an import, what was stored. */
export const catalogueCheckResultSchema = z.object({
  file_name: z.string(),
  file_sha256: z.string(),
  verdict: z.enum(catalogueVerdicts),
  /** The first problems and the counts per rule (decision record 0042). */
  report: coreSetListReportSummarySchema,
});
export type CatalogueCheckResult = z.infer<typeof catalogueCheckResultSchema>;

export const catalogueImportResultSchema = catalogueCheckResultSchema.extend({
  import_id: z.number().int(),
  accepted: z.boolean(),
  created_set_ids: z.array(z.string()),
  withdrawn_set_ids: z.array(z.string()),
});
export type CatalogueImportResult = z.infer<typeof catalogueImportResultSchema>;

/** `GET /api/admin/catalogue`: the live institution lists (names, sources, sizes; no code lists). */
export const adminInstitutionListSchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      condition: z.string(),
      context: z.string(),
      name: z.string(),
      name_translation: z.string(),
      source: z.string(),
      imported_at: z.string(),
      brief_count: z.number().int().nullable(),
      comprehensive_count: z.number().int().nullable(),
    }),
  ),
});
export type AdminInstitutionList = z.infer<typeof adminInstitutionListSchema>;
