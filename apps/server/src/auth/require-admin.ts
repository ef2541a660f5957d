import type { MiddlewareHandler } from 'hono';
import { message } from '@icf/shared';
import type { DatabaseHandle } from '../db/client';
import { AppError } from '../errors/app-error';
import { requireUser, type AuthEnv } from './require-user';

/**
 * Spec §6 admin role: a visitor (or a dead token) gets 401 from `requireUser`, a signed-in user without the
 * admin role 403 {code: 'forbidden'}. The role is read with the token on every request, so a demotion
 * applies to the next call.
 */
export function requireAdmin(database: DatabaseHandle): MiddlewareHandler<AuthEnv> {
  const authenticated = requireUser(database, 'account');
  return (c, next) =>
    authenticated(c, async () => {
      if (c.get('user').role !== 'admin') {
        throw new AppError({ code: 'forbidden', status: 403, message: message('admin.forbidden') });
      }
      await next();
    });
}
