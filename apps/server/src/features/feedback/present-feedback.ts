import type { AdminFeedback, FeedbackCategory, FeedbackMessage, FeedbackStatus } from '@icf/shared';
import type { FeedbackRecord } from './feedback-repository';

/** A message as its author sees it. */
export function presentFeedbackMessage(row: FeedbackRecord): FeedbackMessage {
  return {
    id: row.id,
    category: row.category as FeedbackCategory,
    message: row.message,
    email: row.contactEmail,
    status: row.status as FeedbackStatus,
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
  };
}

/** A message as an administrator sees it: the same, and who sent it. */
export function presentAdminFeedback(row: FeedbackRecord & { userName: string | null }): AdminFeedback {
  return {
    ...presentFeedbackMessage(row),
    user: row.userId !== null && row.userName !== null ? { id: row.userId, name: row.userName } : null,
  };
}
