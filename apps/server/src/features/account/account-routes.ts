import { Readable } from 'node:stream';
import type { Hono } from 'hono';
import { deleteAccountRequestSchema } from '@icf/shared';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import type { Mailer } from '../../mail/mailer';
import type { Logger } from '../../http/logger';
import { readLocalizedBody } from '../../http/read-localized-body';
import { statusAnswer } from '../../http/status-answer';
import { requestLocale } from '../../http/request-locale';
import type { IcfData } from '../../icf/load-icf-data';
import { throttle, type ThrottlePolicy } from '../../auth/throttle';
import { accountExportEntries } from './account-export-entries';
import { deleteAccount, deleteAccountThrottle } from './delete-account';
import { zipEntriesStream } from '../../http/zip-entries-stream';

export interface AccountDependencies {
  database: DatabaseHandle;
  icf: IcfData;
  logger: Logger;
  /** Its outbox forgets the mails of an erased account (decision record 0042). */
  mailer: Mailer;
  /** APP_URL: the FHIR Bundles of the export name their code and identifier systems under it (0048). */
  auth: { appUrl: string };
}

/** A whole account's export reads every document: a few a day are plenty, and more would load the server. */
export const accountExportThrottle: ThrottlePolicy = {
  name: 'account-export',
  maxAttempts: 5,
  windowSeconds: 60 * 60,
  message: 'request.too_many',
  field: 'export',
};

/**
 * The person's rights over their data (decision 0028): `GET /api/settings/export` streams everything the
 * account holds as one ZIP, and `DELETE /api/settings/account` erases the account and all of it.
 */
export function accountRoutes(deps: AccountDependencies): Hono {
  const { db } = deps.database;
  // The whole account, out or erased, is the person's own act: sign-in tokens only (decisions 0027, 0028).

  return endpointRoutes(deps.database)
    .on('exportAccountData', async (c) => {
      const locale = requestLocale(c);
      const user = c.get('user');
      await throttle(db, accountExportThrottle, String(user.id));
      const zip = zipEntriesStream(
        accountExportEntries(db, { icf: deps.icf, appUrl: deps.auth.appUrl }, user, locale),
      );
      zip.on('error', (error) => deps.logger.error('account export failed', { error: String(error) }));
      const day = new Date().toISOString().slice(0, 10);
      return new Response(Readable.toWeb(zip) as ReadableStream, {
        headers: {
          'Content-Type': 'application/zip',
          'Content-Disposition': `attachment; filename="icf-my-data-${day}.zip"`,
        },
      });
    })
    .on('deleteAccount', async (c) => {
      const body = await readLocalizedBody(c, deleteAccountRequestSchema);
      const user = c.get('user');
      const attempt = await throttle(db, deleteAccountThrottle, String(user.id));
      const erased = await deleteAccount(db, user, body);
      await attempt.clear();
      const mails = await deps.mailer.forgetMailsTo(user.email);
      deps.logger.info('account deleted', { userId: user.id, documents: erased.documents, mails });
      return statusAnswer(c, 'account.deleted');
    }).app;
}
