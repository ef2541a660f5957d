import { Hono } from 'hono';
import { message, type SiteInfo } from '@icf/shared';
import { csrfCookieRoutes, verifyCsrfToken } from './auth/csrf';
import type { DatabaseHandle } from './db/client';
import { AppError } from './errors/app-error';
import { accountRoutes } from './features/account';
import { adminRoutes } from './features/admin';
import { apiTokensRoutes, personalTokenRateLimit } from './features/api-tokens';
import { authRoutes, type AuthDependencies, type AuthSettings } from './features/auth';
import { catalogueAdminRoutes, listInstitutionCoreSets } from './features/catalogue';
import { listPersonalCoreSets, personalCoreSetsRoutes } from './features/core-sets';
import { clientsRoutes } from './features/clients';
import { createDocumentCatalogue } from './icf/document-catalogue';
import { documentRatingsRoutes, documentsRoutes, recordDocumentExport } from './features/documents';
import { exportRoutes, type PdfRenderer } from './features/export';
import { interoperabilityRoutes } from './features/interoperability';
import { feedbackRoutes } from './features/feedback';
import { suggestionsRoutes, type SuggestionsDependencies } from './features/suggestions';
import { teamsRoutes } from './features/teams';
import { selfReportPageHeaders, selfReportRoutes } from './features/self-report';
import type { RequestBodyReader } from './workers/request-body-reader';
import { allowedMethodsOf } from './http/allowed-methods';
import { answerHeadAsGet } from './http/answer-head-as-get';
import { prepareJson } from './http/prepared-json';
import { replayPreparedJson } from './http/replay-prepared-json';
import { apiEndpoints } from '@icf/shared/endpoints';
import { bodyLimits } from './http/body-limits';
import { createByteBudget, type ByteBudget } from './http/byte-budget';
import { requestBodyBudgetDefaultMb } from './config/request-body-budget';
import { createErrorHandler } from './http/error-handler';
import type { Logger } from './http/logger';
import { requestLogger } from './http/request-logger';
import { apiAnswersNotStored } from './http/api-answers-not-stored';
import { securityHeaders } from './http/security-headers';
import { serveWebApp } from './http/serve-web-app';
import type { IcfData } from './icf/load-icf-data';
import type { Mailer } from './mail/mailer';
import { healthRoutes } from './routes/health';
import type { Metrics } from './metrics/metrics';
import { apiDocsRoutes } from './routes/api-docs';
import { openApiRoutes } from './routes/openapi';
import { siteRoutes } from './routes/site';
import { icfReferenceRoutes, visitorCoreSetGroups } from './routes/icf-reference';

export interface AppDependencies {
  database: DatabaseHandle;
  icf: IcfData;
  logger: Logger;
  /** Sends the reset and verification e-mails (SMTP, or the outbox on a laptop). */
  mailer: Mailer;
  /**
   * The job queue (pg-boss in the server) and the auth job that runs after answering: the password-reset
   * mail (decision 0006: the answer takes as long whether or not the account exists).
   */
  jobs: AuthDependencies['jobs'];
  /** APP_URL, APP_KEY and TRUST_PROXY (the trusted proxies), resolved at start-up. */
  auth: AuthSettings;
  /** Renders the PDF forms on worker threads. */
  pdfRenderer: PdfRenderer;
  /** Reads the large bodies (save, copy, download, FHIR import) on a worker thread (decision record 0030). */
  bodyReader: RequestBodyReader;
  /** Download and copy calls one client may make per minute (EXPORT_RATE_LIMIT_PER_MINUTE). */
  exportRateLimitPerMinute: number;
  /** Calls one personal access token may make per minute (API_TOKEN_RATE_LIMIT_PER_MINUTE, default 600). */
  apiTokenRateLimitPerMinute?: number;
  /** The operator's contacts for the footer (CONTACT_*); none when omitted. */
  site?: SiteInfo;
  /** The job queue, the suggestion job and its writer; without them the suggestion calls are not served. */
  suggestions?: SuggestionsDependencies['suggestions'];
  /**
   * Days a deleted team document is kept, listed and restorable (DELETED_TEAM_DOCUMENT_RETENTION_DAYS,
   * decision record 0033); the default when omitted.
   */
  deletedTeamDocumentRetentionDays?: number;
  /** The built front end; omitted in API-only tests. */
  webDistDir?: string;
  /** HSTS_INCLUDE_SUBDOMAINS (default false). */
  hstsIncludeSubdomains?: boolean;
  /** Counts and times every request for Prometheus (METRICS_PORT); none when omitted. */
  metrics?: Metrics;
  /**
   * The bytes of large bodies worked on at once (REQUEST_BODY_BUDGET_MB, decision record 0049); the
   * default budget when omitted.
   */
  requestBodyBudget?: ByteBudget;
}

/** Builds the whole HTTP application: the API under /api, and the built web app for everything else. */
export function createApp(deps: AppDependencies): Hono {
  const app = new Hono();
  if (deps.metrics) app.use(deps.metrics.middleware);
  app.onError(createErrorHandler(deps.logger));
  // Outside the security headers, so that a link's page keeps its own referrer policy (decision record 0053).
  app.use(selfReportPageHeaders());
  app.use(securityHeaders({ appUrl: deps.auth.appUrl, hstsIncludeSubdomains: deps.hstsIncludeSubdomains }));
  const catalogue = createDocumentCatalogue(deps.icf);
  app.use(
    bodyLimits(
      apiEndpoints,
      catalogue.categoryCodes.size,
      deps.requestBodyBudget ?? createByteBudget(requestBodyBudgetDefaultMb * 1024 * 1024),
    ),
  );

  const api = new Hono();
  api.use(requestLogger(deps.logger));
  api.use(apiAnswersNotStored());
  api.use(verifyCsrfToken());
  api.use(
    personalTokenRateLimit(
      deps.database.db,
      deps.apiTokenRateLimitPerMinute ?? 600,
      deps.auth.trustedProxies,
    ),
  );
  const preparedCodes = prepareJson(deps.icf.codes);
  const referenceData = {
    preparedCodes,
    icf: deps.icf,
    database: deps.database,
    storedCoreSetLists: {
      listInstitutionCoreSets: () => listInstitutionCoreSets(deps.database.db),
      listPersonalCoreSets: (userId: number) => listPersonalCoreSets(deps.database.db, userId),
    },
  };
  const site = deps.site ?? { contacts: [] };
  api.route('/', icfReferenceRoutes(referenceData));
  api.route('/', healthRoutes(deps.database));
  api.route('/', openApiRoutes());
  api.route('/', apiDocsRoutes());
  api.route('/', siteRoutes(site));
  api.route('/', authRoutes(deps));
  api.route('/', accountRoutes(deps));
  api.route('/', apiTokensRoutes(deps));
  // Before the document routes: `/document/export.csv` must not be read as a document id.
  api.route('/', interoperabilityRoutes(deps));
  api.route('/', documentsRoutes(deps));
  api.route('/', documentRatingsRoutes(deps));
  api.route('/', personalCoreSetsRoutes(deps));
  api.route('/', clientsRoutes(deps));
  api.route('/', teamsRoutes(deps));
  api.route('/', selfReportRoutes(deps));
  api.route(
    '/',
    exportRoutes({
      database: deps.database,
      pdfRenderer: deps.pdfRenderer,
      bodyReader: deps.bodyReader,
      exportRateLimitPerMinute: deps.exportRateLimitPerMinute,
      trustedProxies: deps.auth.trustedProxies,
      recordExport: (userId, documentId, action) =>
        recordDocumentExport(deps.database.db, userId, documentId, action),
    }),
  );
  if (deps.suggestions) {
    api.route(
      '/',
      suggestionsRoutes({ database: deps.database, icf: deps.icf, suggestions: deps.suggestions }),
    );
  }
  api.route('/', feedbackRoutes({ database: deps.database, trustedProxies: deps.auth.trustedProxies }));
  api.route('/', catalogueAdminRoutes({ database: deps.database, icf: deps.icf }));
  api.route(
    '/',
    adminRoutes({
      database: deps.database,
      mailer: deps.mailer,
      logger: deps.logger,
      appUrl: deps.auth.appUrl,
      ...(deps.suggestions ? { jobs: { queue: deps.suggestions.queue, job: deps.suggestions.job } } : {}),
    }),
  );
  const allowedMethods = allowedMethodsOf(app);
  api.all('*', (c) => {
    const { method, path } = c.req;
    const allowed = allowedMethods(path);
    if (allowed.length === 0) throw AppError.notFound('request.no_route', { method, path });
    throw new AppError({
      code: 'method_not_allowed',
      status: 405,
      message: message('request.method_not_allowed', { method, path, allowed: allowed.join(', ') }),
      headers: { Allow: allowed.join(', ') },
    });
  });

  app.route('/api', api);
  app.route('/sanctum', csrfCookieRoutes({ secureCookies: deps.auth.appUrl.startsWith('https:') }));
  if (deps.webDistDir) {
    // A visitor's first screens show what these two calls answer a visitor (decision record 0039).
    serveWebApp(app, deps.webDistDir, deps.logger, async () => ({
      site,
      coreSets: await visitorCoreSetGroups(referenceData),
    }));
  }
  answerHeadAsGet(app);
  // The code map is the app's most requested and cheapest answer: after the app has answered it once per
  // encoding, that answer is replayed without routing and middleware (decision record 0049).
  replayPreparedJson(app, [{ path: '/api/code/all', prepared: preparedCodes }], {
    logger: deps.logger,
    metrics: deps.metrics,
  });
  return app;
}
