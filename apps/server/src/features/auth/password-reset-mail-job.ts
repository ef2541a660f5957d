import { isLocale } from '@icf/shared/i18n';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Logger } from '../../http/logger';
import { defineJob, type JobDefinition } from '../../jobs/job-definition';
import type { Mailer } from '../../mail/mailer';
import type { AuthSettings } from './auth-settings';
import { requestPasswordReset } from './password-reset';

export const passwordResetMailPayloadSchema = z.object({
  email: z.string().max(512),
  locale: z.string().refine(isLocale),
});
export type PasswordResetMailPayload = z.infer<typeof passwordResetMailPayloadSchema>;

/**
 * Looks the e-mail up and, when it belongs to a user, stores a reset token and sends the link
 * (decision 0006). It runs after `POST /api/forgot-password` has answered, so the answer does the same work,
 * one enqueue, whether the account exists or not.
 */
export function createPasswordResetMailJob(deps: {
  db: Database;
  mailer: Mailer;
  logger: Logger;
  settings: AuthSettings;
}): JobDefinition<PasswordResetMailPayload> {
  return defineJob({
    id: 'password-reset-mail',
    payload: passwordResetMailPayloadSchema,
    retry: { limit: 2, delaySeconds: 5 },
    expireInSeconds: 60,
    handle: async ({ email, locale }) => {
      if (!isLocale(locale)) return;
      await requestPasswordReset(deps, email, locale);
    },
  });
}
