import { type FeedbackCategory, type FeedbackStatus, type UpdateAdminFeedbackRequest } from '@icf/shared';
import { isLocale } from '@icf/shared/i18n';
import { actorOf } from '../../audit/actor-of';
import { insertAuditEntries, type AuditEntry } from '../../audit/audit-log-repository';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Logger } from '../../http/logger';
import { sendMailInBackground, type Mailer } from '../../mail/mailer';
import { findUserById, type UserRecord } from '../../auth/users-repository';
import { feedbackAnsweredMail } from './feedback-answered-mail';
import { findFeedbackMessage, updateFeedbackMessage, type FeedbackRecord } from './feedback-repository';

export interface UpdateFeedbackDependencies {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  /** APP_URL: the mail links to its feedback page. */
  appUrl: string;
}

/**
 * An administrator answers a message (its status becomes answered unless another is given, and the sender
 * gets the answer by mail in the language they wrote in) or only changes its status (closed, new again).
 * Both are recorded in the audit log, without the texts.
 */
export async function updateFeedback(
  deps: UpdateFeedbackDependencies,
  admin: UserRecord,
  id: number,
  change: UpdateAdminFeedbackRequest,
): Promise<FeedbackRecord> {
  const { before, after } = await deps.db.transaction(async (tx) => {
    const found = await findFeedbackMessage(tx, id);
    if (!found) throw AppError.notFound('feedback.not_found');
    const status: FeedbackStatus =
      change.status ?? (change.answer !== undefined ? 'answered' : (found.status as FeedbackStatus));
    const updated = await updateFeedbackMessage(tx, id, {
      status,
      ...(change.answer !== undefined ? { answer: change.answer, answeredBy: admin.id } : {}),
    });
    const audit: AuditEntry[] = [];
    const entry = (action: AuditEntry['action'], details: Record<string, unknown>): AuditEntry => ({
      actor: actorOf(admin),
      action,
      targetType: 'feedback_message',
      targetId: String(id),
      details,
    });
    if (change.answer !== undefined) audit.push(entry('feedback.answer', { status }));
    else if (status !== found.status)
      audit.push(entry('feedback.status', { from: found.status, to: status }));
    await insertAuditEntries(tx, audit);
    return { before: found, after: updated };
  });
  if (change.answer !== undefined) await mailAnswer(deps, before, after);
  return after;
}

async function mailAnswer(deps: UpdateFeedbackDependencies, before: FeedbackRecord, after: FeedbackRecord) {
  const sender = after.userId === null ? undefined : await findUserById(deps.db, after.userId);
  const mail = feedbackAnsweredMail({
    to: after.contactEmail,
    name: sender?.name ?? after.contactEmail,
    locale: isLocale(after.locale) ? after.locale : 'kr',
    category: after.category as FeedbackCategory,
    sentAt: before.createdAt,
    message: after.message,
    answer: after.answer ?? '',
    url: `${deps.appUrl}/feedback`,
  });
  sendMailInBackground(deps.mailer, mail);
}
