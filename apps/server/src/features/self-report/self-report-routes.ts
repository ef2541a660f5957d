import type { Locale } from '@icf/shared/i18n';
import type { BlockList } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';
import type { Hono } from 'hono';
import {
  createSelfReportRequestSchema,
  selfReportToQuestionnaire,
  selfReportToQuestionnaireResponse,
  selfReportPathPrefix,
  sendSelfReportRequestSchema,
  titleInLocale,
  type CreatedSelfReport,
  type SelfReportList,
} from '@icf/shared';
import type * as fhir4 from 'fhir/r4';
import { endpointRoutes } from '../../auth/endpoint-routes';
import type { DatabaseHandle } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { readLocalizedBody } from '../../http/read-localized-body';
import { sendJson } from '../../http/send-json';
import type { IcfData } from '../../icf/load-icf-data';
import { throttle, type ThrottlePolicy } from '../../auth/throttle';
import { clientNotFound, findClientFhirId } from '../clients';
import { pathId } from '../../http/path-id';
import {
  createSelfReport,
  getSelfReport,
  listSelfReports,
  openSelfReport,
  presentSelfReportForm,
  revokeSelfReport,
  selfReportNotFound,
  sendSelfReport,
} from './manage-self-reports';
import { presentSelfReport } from './present-self-report';
import type { SelfReportRecord } from './self-reports-repository';

export interface SelfReportDependencies {
  database: DatabaseHandle;
  icf: IcfData;
  auth: { appUrl: string; trustedProxies?: BlockList | undefined };
}

/** Reads and sends of self-report links from one address: a phone opens a link a few times (decision 0053). */
export const selfReportAddressThrottle: ThrottlePolicy = {
  name: 'self-report-address',
  maxAttempts: 120,
  windowSeconds: 10 * 60,
  message: 'request.too_many',
  field: 'answers',
};

/** Reads and sends of one request's link, from any address. */
export const selfReportLinkThrottle: ThrottlePolicy = {
  name: 'self-report-link',
  maxAttempts: 30,
  windowSeconds: 10 * 60,
  message: 'request.too_many',
  field: 'answers',
};

/** A link's token as the server makes it: 32 random bytes in base64url. Anything else is the link's 404. */
const tokenPattern = /^[A-Za-z0-9_-]{43}$/;

/**
 * The self-report calls (decision record 0053). A clinician's, under a client they may use (own or a team's,
 * decision record 0033): create, list, revoke, and the FHIR Questionnaire and QuestionnaireResponse. The
 * client's, without an account, by the link's token: read the questions, send the answers once. Every link
 * that does not work is the same 404.
 */
export function selfReportRoutes(deps: SelfReportDependencies): Hono {
  const { db } = deps.database;

  const linkOf = async (c: Context): Promise<{ token: string; record: SelfReportRecord }> => {
    await throttle(db, selfReportAddressThrottle, clientIp(c, deps.auth.trustedProxies));
    const token = c.req.param('token') ?? '';
    if (!tokenPattern.test(token)) throw selfReportNotFound();
    const record = await openSelfReport(db, token);
    await throttle(db, selfReportLinkThrottle, String(record.id));
    return { token, record };
  };

  const fhirInput = async (c: Context) => {
    const userId = c.get('user').id;
    const clientId = clientIdOf(c);
    const record = await getSelfReport(db, userId, clientId, reportIdOf(c));
    const clientIdentifier = (await findClientFhirId(db, userId, clientId))!;
    const report = presentSelfReport(record);
    const titles = Object.fromEntries(
      record.codes.map((code) => [
        code,
        titleInLocale(deps.icf.codes[code], report.locale as Locale) || code,
      ]),
    );
    return { report, fhirId: record.fhirId, clientIdentifier, titles };
  };

  return endpointRoutes(deps.database)
    .on('getSelfReportForm', async (c) => {
      const { record } = await linkOf(c);
      return sendJson(c, presentSelfReportForm(record, deps.icf.codes));
    })
    .on('sendSelfReport', async (c) => {
      const { token, record } = await linkOf(c);
      const body = await readLocalizedBody(c, sendSelfReportRequestSchema);
      await sendSelfReport(db, token, record, body);
      return c.body(null, 204);
    })
    .on('listSelfReports', async (c) => {
      const records = await listSelfReports(db, c.get('user').id, clientIdOf(c));
      return sendJson(c, { data: records.map(presentSelfReport) } satisfies SelfReportList);
    })
    .on('createSelfReport', async (c) => {
      const clientId = clientIdOf(c);
      const body = await readLocalizedBody(c, createSelfReportRequestSchema);
      const { token, record } = await createSelfReport(db, deps.icf.codes, c.get('user').id, clientId, body);
      return sendJson(
        c,
        { ...presentSelfReport(record), token, path: `/self-report/${token}` } satisfies CreatedSelfReport,
        201,
      );
    })
    .on('revokeSelfReport', async (c) => {
      const record = await revokeSelfReport(db, c.get('user').id, clientIdOf(c), reportIdOf(c));
      return sendJson(c, presentSelfReport(record));
    })
    .on('getSelfReportQuestionnaire', async (c) => {
      const input = await fhirInput(c);
      return fhirJson(c, selfReportToQuestionnaire(input, deps.auth.appUrl));
    })
    .on('getSelfReportQuestionnaireResponse', async (c) => {
      const input = await fhirInput(c);
      const response = selfReportToQuestionnaireResponse(input, deps.auth.appUrl);
      if (!response) throw selfReportNotFound();
      return fhirJson(c, response);
    }).app;
}

/**
 * The link's page and answers are for the client alone: never indexed, never kept by a cache, the token never
 * sent on as a referrer (decision record 0053). On the API calls and on the web page of the link alike.
 */
export function selfReportPageHeaders(): MiddlewareHandler {
  const isLink = (path: string) =>
    path.startsWith(selfReportPathPrefix) || path.startsWith(`/api${selfReportPathPrefix}`);
  return async (c, next) => {
    await next();
    if (!isLink(c.req.path)) return;
    c.res.headers.set('X-Robots-Tag', 'noindex, nofollow');
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('Referrer-Policy', 'no-referrer');
  };
}

function fhirJson(c: Context, resource: fhir4.Questionnaire | fhir4.QuestionnaireResponse): Response {
  return c.body(JSON.stringify(resource), 200, { 'Content-Type': 'application/fhir+json; charset=utf-8' });
}

function clientIdOf(c: Context): number {
  return pathId(c.req.param('id'), clientNotFound);
}

function reportIdOf(c: Context): number {
  return pathId(c.req.param('report'), selfReportNotFound);
}
