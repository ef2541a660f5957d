import type { Hono } from 'hono';
import {
  adminAuditListQuerySchema,
  adminFeedbackListQuerySchema,
  adminUserListQuerySchema,
  message,
  updateAdminFeedbackRequestSchema,
  updateAdminUserRequestSchema,
  type AdminAuditPage,
  type AdminFeedbackPage,
  type AdminUserPage,
} from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import { selectAuditPage } from '../../audit/audit-log-repository';
import type { DatabaseHandle } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../http/logger';
import { readLocalizedBody, validateQuery } from '../../http/read-localized-body';
import { pathId } from '../../http/path-id';
import { sendJson } from '../../http/send-json';
import type { JobDefinition } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import {
  selectFeedbackPage,
  presentAdminFeedback,
  presentFeedbackMessage,
  updateFeedback,
} from '../feedback';
import type { SuggestionJobPayload } from '../suggestions';
import { selectAdminUserPage } from './admin-users-repository';
import { getUsage } from './get-usage';
import { presentAdminUser } from './present-admin-user';
import { retryFailedJob } from './retry-failed-job';
import { updateAdminUser } from './update-admin-user';

export interface AdminDependencies {
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  /** The job queue and the suggestion job: the usage page's queue state and retries. */
  jobs?: { queue: JobQueue; job: JobDefinition<SuggestionJobPayload> };
}

/**
 * The administrator area's calls (decision 0015) under /api/admin: users, usage and jobs, feedback and the audit
 * log. Every one checks the admin role on the server (`requireAdmin`: 401 for a visitor, 403 for a user), and
 * none answers with a document's content.
 */
export function adminRoutes(deps: AdminDependencies): Hono {
  const { db } = deps.database;

  return endpointRoutes(deps.database)
    .on('listAdminUsers', async (c) => {
      const query = validateQuery(c.req.query(), adminUserListQuerySchema);
      const { rows, total } = await selectAdminUserPage(db, {
        search: query.search,
        ...pageWindow(query),
      });
      return sendJson(c, {
        data: rows.map(presentAdminUser),
        total,
        page: query.page,
        per_page: query.per_page,
      } satisfies AdminUserPage);
    })
    .on('updateAdminUser', async (c) => {
      const id = pathId(c.req.param('id'), () => AppError.notFound('admin.user_not_found'));
      const body = await readLocalizedBody(c, updateAdminUserRequestSchema);
      const updated = await updateAdminUser(db, c.get('user'), id, body);
      return sendJson(c, presentAdminUser(updated));
    })
    .on('getAdminUsage', async (c) => sendJson(c, await getUsage(db, deps.jobs?.queue)))
    .on('retrySuggestionJob', async (c) => {
      const id = pathId(c.req.param('id'), () => AppError.notFound('admin.job_not_failed'));
      if (!deps.jobs) throw new AppError({ code: 'busy', status: 503, message: message('jobs.unavailable') });
      await retryFailedJob({ db, ...deps.jobs }, c.get('user'), id);
      return c.body(null, 202);
    })
    .on('listAdminFeedback', async (c) => {
      const query = validateQuery(c.req.query(), adminFeedbackListQuerySchema);
      const { rows, total } = await selectFeedbackPage(db, {
        ...(query.status ? { status: query.status } : {}),
        ...pageWindow(query),
      });
      return sendJson(c, {
        data: rows.map(presentAdminFeedback),
        total,
        page: query.page,
        per_page: query.per_page,
      } satisfies AdminFeedbackPage);
    })
    .on('updateAdminFeedback', async (c) => {
      const id = pathId(c.req.param('id'), () => AppError.notFound('feedback.not_found'));
      const body = await readLocalizedBody(c, updateAdminFeedbackRequestSchema);
      const updated = await updateFeedback(
        { db, mailer: deps.mailer, logger: deps.logger, appUrl: deps.appUrl },
        c.get('user'),
        id,
        body,
      );
      return sendJson(c, presentFeedbackMessage(updated));
    })
    .on('listAuditLog', async (c) => {
      const query = validateQuery(c.req.query(), adminAuditListQuerySchema);
      const { rows, total } = await selectAuditPage(db, pageWindow(query));
      return sendJson(c, {
        data: rows.map((row) => ({
          id: row.id,
          actor: row.actor,
          action: row.action,
          target_type: row.targetType,
          target_id: row.targetId,
          details: (row.details ?? {}) as Record<string, unknown>,
          created_at: row.createdAt.toISOString(),
        })),
        total,
        page: query.page,
        per_page: query.per_page,
      } satisfies AdminAuditPage);
    }).app;
}

function pageWindow(query: { page: number; per_page: number }) {
  return { limit: query.per_page, offset: (query.page - 1) * query.per_page };
}
