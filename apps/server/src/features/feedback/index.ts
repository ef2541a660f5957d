/**
 * The feedback feature's front door (decision 0052): the routes, and what the admin feature shows and
 * changes.
 */
export { selectFeedbackPage } from './feedback-repository';
export { feedbackRoutes } from './feedback-routes';
export { presentAdminFeedback, presentFeedbackMessage } from './present-feedback';
export { updateFeedback } from './update-feedback';
