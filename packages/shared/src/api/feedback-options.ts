/**
 * A feedback message's categories, statuses and length (decision 0015) without the schemas (feedback.ts), so
 * the web app uses them without evaluating zod on its first screens (decision record 0039).
 */
export const feedbackCategories = ['question', 'suggestion'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

export const feedbackStatuses = ['new', 'answered', 'closed'] as const;
export type FeedbackStatus = (typeof feedbackStatuses)[number];

/** A message of up to 2000 characters; an answer may be as long. */
export const feedbackMessageMaxLength = 2000;
