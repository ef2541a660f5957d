import { z } from 'zod';
import type { ServerMessageKey } from '../i18n/server-messages';
import { emailMaxLength } from './auth';
import { storableText } from './documents';
import { feedbackCategories, feedbackMessageMaxLength, feedbackStatuses } from './feedback-options';

/**
 * Questions and suggestions (decision 0015): `POST /api/feedback` for everyone, `GET /api/feedback` for a signed-in
 * user's own messages with their answers. Administrators read and answer them under /api/admin/feedback.
 */

const key = (messageKey: ServerMessageKey) => ({ error: messageKey });

const category = z.enum(feedbackCategories, {
  error: (issue): ServerMessageKey => (issue.input === undefined ? 'validation.required' : 'validation.in'),
});

/** `POST /api/feedback`: the category, the message and where the answer may be sent. */
export const sendFeedbackRequestSchema = z.object({
  category,
  message: storableText(feedbackMessageMaxLength).trim().min(1, key('validation.required')),
  email: storableText(emailMaxLength)
    .trim()
    .min(1, key('validation.required'))
    .pipe(z.email(key('validation.email'))),
});
export type SendFeedbackRequest = z.infer<typeof sendFeedbackRequestSchema>;

/** One message as its author sees it, with the answer once there is one. */
export const feedbackMessageSchema = z.object({
  id: z.number().int(),
  category: z.enum(feedbackCategories),
  message: z.string(),
  email: z.string(),
  status: z.enum(feedbackStatuses),
  answer: z.string().nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type FeedbackMessage = z.infer<typeof feedbackMessageSchema>;

/** `GET /api/feedback`: the caller's messages, newest first. */
export const feedbackMessageListSchema = z.object({ data: z.array(feedbackMessageSchema) });
export type FeedbackMessageList = z.infer<typeof feedbackMessageListSchema>;
