import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import type { Hono } from 'hono';
import { sendFeedbackRequestSchema, type FeedbackMessage, type FeedbackMessageList } from '@icf/shared';
import { requestToken } from '../../auth/require-user';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { readLocalizedBody } from '../../http/read-localized-body';
import { requestLocale } from '../../http/request-locale';
import { authenticateAccessToken } from '../../auth/access-tokens';
import { throttle, type ThrottlePolicy } from '../../auth/throttle';
import { selectFeedbackOfUser } from './feedback-repository';
import { presentFeedbackMessage } from './present-feedback';
import { sendFeedback } from './send-feedback';

/** Against spam: at most 5 messages per 10 minutes from one address (signed in or not). */
export const feedbackThrottle: ThrottlePolicy = {
  name: 'feedback',
  maxAttempts: 5,
  windowSeconds: 10 * 60,
  message: 'request.too_many',
  field: 'message',
};

/** A user's page shows this many of their latest messages. */
const ownMessagesShown = 50;

/**
 * The questions and suggestions page (decision 0015): anyone may send a message; a signed-in user's message is
 * kept with their account, and `GET /api/feedback` lists their messages with the answers.
 */
export function feedbackRoutes(deps: {
  database: DatabaseHandle;
  trustedProxies: BlockList | undefined;
}): Hono {
  const { db } = deps.database;
  return endpointRoutes(deps.database)
    .on('sendFeedback', async (c) => {
      const locale = requestLocale(c);
      const body = await readLocalizedBody(c, sendFeedbackRequestSchema);
      await throttle(db, feedbackThrottle, clientIp(c, deps.trustedProxies));
      const user = await signedInUser(c, deps.database);
      const record = await sendFeedback(db, user?.id ?? null, body, locale);
      return c.json(presentFeedbackMessage(record) satisfies FeedbackMessage, 201);
    })
    .on('listOwnFeedback', async (c) => {
      const rows = await selectFeedbackOfUser(db, c.get('user').id, ownMessagesShown);
      return c.json({ data: rows.map(presentFeedbackMessage) } satisfies FeedbackMessageList);
    }).app;
}

/** The sender's account when the request carries a live token; a visitor (or a stale token) sends as a guest. */
async function signedInUser(c: Context, database: DatabaseHandle) {
  const token = requestToken(c);
  return token ? (await authenticateAccessToken(database.db, token))?.user : undefined;
}
