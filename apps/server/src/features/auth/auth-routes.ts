import type { Context } from 'hono';
import type { Hono } from 'hono';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  type StatusResponse,
  type TokenResponse,
} from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import type { Logger } from '../../http/logger';
import { readLocalizedBody } from '../../http/read-localized-body';
import { statusAnswer } from '../../http/status-answer';
import { requestLocale } from '../../http/request-locale';
import type { JobDefinition } from '../../jobs/job-definition';
import type { JobQueue } from '../../jobs/job-queue';
import type { Mailer } from '../../mail/mailer';
import { sameEmail } from '../../auth/users-repository';
import { promoteAdministrator } from '../admin';
import { clearFailedLogins, recordFailedLogin, refuseWhileAccountCoolsDown } from './account-login-cap';
import { issueAccessToken, revokeAccessToken } from '../../auth/access-tokens';
import type { AuthSettings } from './auth-settings';
import { changePassword } from './change-password';
import { createUser } from './create-user';
import { sendVerificationMail, verifyEmail } from './email-verification';
import { resetPassword } from './password-reset';
import type { PasswordResetMailPayload } from './password-reset-mail-job';
import { presentUser } from './present-user';
import {
  changePasswordThrottle,
  forgotPasswordThrottle,
  loginThrottle,
  registerThrottle,
  throttle,
  verificationMailThrottle,
} from '../../auth/throttle';
import { verifyCredentials } from './verify-credentials';

export interface AuthDependencies {
  database: DatabaseHandle;
  jobs: { queue: JobQueue; passwordResetMail: JobDefinition<PasswordResetMailPayload> };
  mailer: Mailer;
  logger: Logger;
  auth: AuthSettings;
}

/**
 * The auth calls of spec §7 under /api: login, register, user, logout, password change, forgot and reset
 * password, e-mail verification. docs/decisions/0006 explains tokens, CSRF and throttling.
 */
export function authRoutes(deps: AuthDependencies): Hono {
  const { db } = deps.database;
  const mail = { db, mailer: deps.mailer, logger: deps.logger, settings: deps.auth };
  const ip = (c: Context) => clientIp(c, deps.auth.trustedProxies);
  const registrationThrottle = registerThrottle(deps.auth.registrationsPerHour);

  return endpointRoutes(deps.database)
    .on('login', async (c) => {
      const body = await readLocalizedBody(c, loginRequestSchema);
      const attempt = await throttle(db, loginThrottle, `${body.email.toLowerCase()}|${ip(c)}`);
      await refuseWhileAccountCoolsDown(db, body.email);
      const user = await verifyCredentials(db, body).catch(async (error: unknown) => {
        await recordFailedLogin(db, body.email);
        throw error;
      });
      await attempt.clear();
      await clearFailedLogins(db, body.email);
      return tokenAnswer(c, await issueAccessToken(db, user.id, { remember: body.remember ?? true }));
    })
    .on('register', async (c) => {
      const locale = requestLocale(c);
      const body = await readLocalizedBody(c, registerRequestSchema);
      await throttle(db, registrationThrottle, ip(c));
      const user = await createUser(db, body, locale);
      if (deps.auth.adminEmail && sameEmail(user.email, deps.auth.adminEmail)) {
        await promoteAdministrator(db, user.email, 'ADMIN_EMAIL setting');
      }
      const token = await issueAccessToken(db, user.id, { remember: body.remember ?? true });
      sendVerificationMail(mail, user, locale);
      return tokenAnswer(c, token);
    })
    .on('getCurrentUser', (c) => {
      return c.json(presentUser(c.get('user')));
    })
    .on('logout', async (c) => {
      await revokeAccessToken(db, c.get('accessTokenId'));
      return c.body(null, 204);
    })
    .on('changePassword', async (c) => {
      const body = await readLocalizedBody(c, changePasswordRequestSchema);
      const user = c.get('user');
      const attempt = await throttle(db, changePasswordThrottle, String(user.id));
      await changePassword(db, { userId: user.id, accessTokenId: c.get('accessTokenId') }, body);
      await attempt.clear();
      return statusAnswer(c, 'password.changed');
    })
    .on('requestPasswordReset', async (c) => {
      const locale = requestLocale(c);
      const body = await readLocalizedBody(c, forgotPasswordRequestSchema);
      await throttle(db, forgotPasswordThrottle, `${body.email.toLowerCase()}|${ip(c)}`);
      // The lookup and the mail happen in the job, after this answer: the same work for every e-mail.
      await deps.jobs.queue.enqueue(deps.jobs.passwordResetMail, { email: body.email, locale });
      return statusAnswer(c, 'passwords.sent');
    })
    .on('resetPassword', async (c) => {
      const body = await readLocalizedBody(c, resetPasswordRequestSchema);
      await resetPassword(db, body);
      return statusAnswer(c, 'passwords.reset');
    })
    .on('verifyEmail', async (c) => {
      const link = {
        id: c.req.param('id') ?? '',
        hash: c.req.param('hash') ?? '',
        expires: c.req.query('expires'),
        signature: c.req.query('signature'),
      };
      await verifyEmail(db, deps.auth, link);
      return c.json({ status: 'verified' } satisfies StatusResponse);
    })
    .on('resendVerificationEmail', async (c) => {
      const user = c.get('user');
      if (user.emailVerifiedAt) return c.json({ status: 'already-verified' } satisfies StatusResponse);
      const locale = requestLocale(c);
      await throttle(db, verificationMailThrottle, String(user.id));
      sendVerificationMail(mail, user, locale);
      return c.json({ status: 'verification-link-sent' } satisfies StatusResponse);
    }).app;
}

function tokenAnswer(c: Context, token: string): Response {
  return c.json({ token } satisfies TokenResponse);
}
