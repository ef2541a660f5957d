import type { SendFeedbackRequest } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { Database } from '../../db/client';
import { insertFeedbackMessage, type FeedbackRecord } from './feedback-repository';

/** Stores a question or suggestion; a signed-in sender's (`userId`) later sees it and its answer. */
export async function sendFeedback(
  db: Database,
  userId: number | null,
  input: SendFeedbackRequest,
  locale: Locale,
): Promise<FeedbackRecord> {
  return insertFeedbackMessage(db, {
    userId,
    category: input.category,
    message: input.message,
    contactEmail: input.email,
    locale,
  });
}
