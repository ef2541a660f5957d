import type { MiddlewareHandler } from 'hono';
import { message } from '@icf/shared';
import { AppError } from '../errors/app-error';
import type { ByteBudget } from './byte-budget';

/**
 * When a refused request may try again: the work that holds the budget (a save, a PDF of the largest
 * document) ends within a few seconds.
 */
export const bodyBudgetRetryAfterSeconds = 5;

/**
 * Admits a request of a large-body route by the bytes it declares (Content-Length, already within the
 * route's limit; a streamed body counts as the whole limit) and gives them back when its answer is made,
 * whether it succeeded, failed or its client went away (decision record 0049). A request that does not fit
 * gets 429 with Retry-After, in the app's error format.
 */
export function admitByBodyBudget(budget: ByteBudget, maxBytes: number): MiddlewareHandler {
  return async (c, next) => {
    const declared = Number(c.req.header('Content-Length'));
    const bytes = Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, maxBytes) : maxBytes;
    const lease = budget.tryAcquire(bytes);
    if (!lease) {
      throw new AppError({
        code: 'too_many_requests',
        status: 429,
        message: message('request.too_many', { seconds: bodyBudgetRetryAfterSeconds }),
        headers: { 'Retry-After': String(bodyBudgetRetryAfterSeconds) },
      });
    }
    try {
      await next();
    } finally {
      lease.release();
    }
  };
}
