import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokenAbilities, type ApiTokenAbility } from '@icf/shared';
import { createOfflineWriter } from '../../src/features/suggestions/offline-writer';
import { apiEndpoints } from '@icf/shared/endpoints';
import { abilityOf, openApiPathOf, type RouteDescription } from '../../src/openapi/describe-route';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { samplePersonalCoreSet } from '../core-sets/personal-core-set-api';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { createTeamOk, moveClientOk } from '../teams/team-api';
import { createApiTokenOk } from './api-token-api';

interface Fixtures {
  documentId: number;
  spareDocumentId: number;
  clientId: number;
  spareClientId: number;
  personalSetId: string;
  spareSetId: string;
  bundle: unknown;
  seriesBundle: unknown;
  /** A self-report request of `clientId`, answered by its link (decision record 0053). */
  selfReportId: number;
  /** A document of a team client: each discipline's rating is kept there (decision record 0055). */
  teamDocumentId: number;
}

type Case = (fixtures: Fixtures) => { path: string; body?: unknown };

/**
 * A request that succeeds for each route a personal access token may call (keyed by operationId). Every route
 * of the description that needs an ability must be here: the matrix below fails while one is missing.
 */
const successfulCalls: Record<string, Case> = {
  listDocuments: () => ({ path: '/api/document/all' }),
  getDocument: (f) => ({ path: `/api/document/${f.documentId}` }),
  listDocumentVersions: (f) => ({ path: `/api/document/${f.documentId}/versions` }),
  getDocumentVersion: (f) => ({ path: `/api/document/${f.documentId}/versions/1` }),
  saveDocument: () => ({ path: '/api/document/save', body: sampleDocument() }),
  restoreDocumentVersion: (f) => ({ path: `/api/document/${f.documentId}/versions/1/restore` }),
  attachDocumentToClient: (f) => ({
    path: `/api/document/${f.documentId}/client`,
    body: { client_id: f.clientId },
  }),
  importDocumentFhir: (f) => ({ path: '/api/document/import-fhir', body: f.bundle }),
  importClientSeriesFhir: (f) => ({ path: '/api/client/import-fhir', body: f.seriesBundle }),
  deleteDocument: (f) => ({
    path: '/api/document/update',
    body: { id: f.spareDocumentId, column: 'deleted_at' },
  }),
  listDocumentRatings: (f) => ({ path: `/api/document/${f.teamDocumentId}/ratings` }),
  rateDocumentCategory: (f) => ({
    path: `/api/document/${f.teamDocumentId}/ratings/d450`,
    body: { q1: '2' },
  }),
  setAgreedRating: (f) => ({ path: `/api/document/${f.teamDocumentId}/agreed/d450`, body: { q1: '2' } }),
  exportDocumentsCsv: () => ({ path: '/api/document/export.csv' }),
  exportDocumentFhir: (f) => ({ path: `/api/document/${f.documentId}/fhir` }),
  exportClientSeriesFhir: (f) => ({ path: `/api/client/${f.clientId}/fhir` }),
  exportAccountFhirBulk: () => ({ path: '/api/fhir/$export' }),
  downloadClientProgressReport: (f) => ({ path: `/api/client/${f.clientId}/progress/download` }),
  listClients: () => ({ path: '/api/client/all' }),
  getClient: (f) => ({ path: `/api/client/${f.clientId}` }),
  listClientDocuments: (f) => ({ path: `/api/client/${f.clientId}/documents` }),
  getClientProgress: (f) => ({ path: `/api/client/${f.clientId}/progress` }),
  getClientGoals: (f) => ({ path: `/api/client/${f.clientId}/goals` }),
  setClientGoals: (f) => ({ path: `/api/client/${f.clientId}/goals`, body: { global: 'Live at home' } }),
  getClientGoalCycles: (f) => ({ path: `/api/client/${f.clientId}/cycles` }),
  updateClientGoalCycle: (f) => ({
    path: `/api/client/${f.clientId}/cycles/current`,
    body: { starts_on: '2026-01-05', consent: 'agreed', consent_on: '2026-01-06' },
  }),
  // The spare client has no goals (version 0): its cycle closes with no result to give.
  closeClientGoalCycle: (f) => ({
    path: `/api/client/${f.spareClientId}/cycles/current/close`,
    body: { goals_version: 0, ends_on: '2099-01-01', results: [], next_starts_on: '2099-01-01' },
  }),
  getClientInterventionTable: (f) => ({ path: `/api/client/${f.clientId}/intervention-table` }),
  downloadClientInterventionTable: (f) => ({ path: `/api/client/${f.clientId}/intervention-table/download` }),
  createClient: () => ({ path: '/api/client', body: { display_name: 'Client B' } }),
  updateClient: (f) => ({ path: `/api/client/${f.clientId}`, body: { display_name: 'Client A, renamed' } }),
  deleteClient: (f) => ({ path: `/api/client/${f.spareClientId}` }),
  // Out of no team into none: the caller's own client stays where it is (a team needs a sign-in to join).
  moveClientToTeam: (f) => ({ path: `/api/client/${f.clientId}/team`, body: { team_id: null } }),
  createPersonalCoreSet: () => ({ path: '/api/set/personal', body: samplePersonalCoreSet() }),
  updatePersonalCoreSet: (f) => ({ path: `/api/set/personal/${f.personalSetId}`, body: { note: 'changed' } }),
  deletePersonalCoreSet: (f) => ({ path: `/api/set/personal/${f.spareSetId}` }),
  requestSuggestion: (f) => ({ path: `/api/suggest/${f.documentId}` }),
  previewSuggestion: (f) => ({ path: `/api/suggest/${f.documentId}/preview` }),
  listSuggestions: (f) => ({ path: `/api/suggest/${f.documentId}` }),
  listSelfReports: (f) => ({ path: `/api/client/${f.clientId}/self-reports` }),
  createSelfReport: (f) => ({
    path: `/api/client/${f.clientId}/self-reports`,
    body: { codes: ['d450'], locale: 'kr' },
  }),
  revokeSelfReport: (f) => ({ path: `/api/client/${f.clientId}/self-reports/${f.selfReportId}/revoke` }),
  getSelfReportQuestionnaire: (f) => ({
    path: `/api/client/${f.clientId}/self-reports/${f.selfReportId}/questionnaire`,
  }),
  getSelfReportQuestionnaireResponse: (f) => ({
    path: `/api/client/${f.clientId}/self-reports/${f.selfReportId}/questionnaire-response`,
  }),
};

const apiRoutes: RouteDescription[] = Object.entries(apiEndpoints).map(([operationId, spec]) => ({
  operationId,
  ...spec,
}));
const abilityRoutes = apiRoutes.filter((route) => abilityOf(route.access) !== undefined);
const accountRoutes = apiRoutes.filter((route) => route.access === 'account');

/** The route's path with every parameter filled by a placeholder: the token is judged before anything else. */
function placeholderPath(route: RouteDescription): string {
  return openApiPathOf(route.path).replace(/\{\w+\}/g, '1');
}

describe.each(testDatabaseKinds)('personal access token abilities × routes on %s', (kind) => {
  let server: TestServer;
  let owner: RegisteredUser;
  let fixtures: Fixtures;

  beforeAll(async () => {
    server = await startTestServer(kind, {}, { suggestions: { writer: createOfflineWriter(), work: false } });
    owner = await registerUser(server);
    const created = async (path: string, body: unknown) => {
      const response = await call(server, 'POST', path, { token: owner.token, body });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as { id: number | string };
    };
    const clientId = Number((await created('/api/client', { display_name: 'Client A' })).id);
    const spareClientId = Number((await created('/api/client', { display_name: 'Spare' })).id);
    const documentId = await saveDocumentOk(server, owner.token, sampleDocument({ client_id: clientId }));
    await saveDocumentOk(
      server,
      owner.token,
      sampleDocument({ client_id: clientId, evaluation_date: '2024-05-02' }),
    );
    const spareDocumentId = await saveDocumentOk(server, owner.token, sampleDocument());
    const bundle = await (await call(server, 'GET', `/api/document/${documentId}/fhir`, owner)).json();
    const seriesBundle = await (await call(server, 'GET', `/api/client/${clientId}/fhir`, owner)).json();
    const selfReport = (await created(`/api/client/${clientId}/self-reports`, {
      codes: ['d450'],
      locale: 'en',
    })) as unknown as { id: number; path: string };
    const sent = await call(server, 'POST', `/api/${selfReport.path.slice(1)}`, {
      body: { answers: [{ code: 'd450', answer: '2' }] },
    });
    expect(sent.status).toBe(204);
    const teamId = (await createTeamOk(server, owner, 'Ratings team')).id;
    const teamClientId = Number((await created('/api/client', { display_name: 'Team client' })).id);
    await moveClientOk(server, owner.token, teamClientId, teamId);
    const teamDocumentId = await saveDocumentOk(
      server,
      owner.token,
      sampleDocument({ client_id: teamClientId }),
    );
    fixtures = {
      teamDocumentId,
      selfReportId: selfReport.id,
      documentId,
      spareDocumentId,
      clientId,
      spareClientId,
      personalSetId: String((await created('/api/set/personal', samplePersonalCoreSet())).id),
      spareSetId: String((await created('/api/set/personal', samplePersonalCoreSet({ name: 'Spare' }))).id),
      bundle,
      seriesBundle,
    };
  });
  afterAll(() => server.close());

  it('has a successful call for every route that needs an ability, and none for other routes', () => {
    expect(abilityRoutes.length).toBeGreaterThan(20);
    expect(abilityRoutes.map((route) => route.operationId).sort()).toEqual(
      Object.keys(successfulCalls).sort(),
    );
  });

  it('answers 403 naming the ability to a token with every other ability, on every such route', async () => {
    const allBut = new Map<ApiTokenAbility, string>();
    for (const ability of apiTokenAbilities) {
      const others = apiTokenAbilities.filter((other) => other !== ability);
      allBut.set(ability, (await createApiTokenOk(server, owner.token, others)).token);
    }
    for (const route of abilityRoutes) {
      const ability = abilityOf(route.access)!;
      const response = await call(server, route.method.toUpperCase(), placeholderPath(route), {
        token: allBut.get(ability)!,
        locale: 'en',
      });
      const body = (await response.json()) as { code: string; message: string };
      expect([route.operationId, response.status, body.code]).toEqual([
        route.operationId,
        403,
        'ability_missing',
      ]);
      expect(body.message).toBe(`This access token lacks the ability "${ability}".`);
    }
  });

  // One call per route and ability: on a loaded machine this takes longer than the default timeout.
  it('answers 2xx to a token with only the route’s ability, and 403 to every single other ability', async () => {
    const only = new Map<ApiTokenAbility, string>();
    for (const ability of apiTokenAbilities) {
      only.set(ability, (await createApiTokenOk(server, owner.token, [ability])).token);
    }
    // The refusals first: they change nothing, so the successful calls below find the fixtures intact.
    for (const route of abilityRoutes) {
      for (const ability of apiTokenAbilities.filter((other) => other !== abilityOf(route.access))) {
        const response = await call(server, route.method.toUpperCase(), placeholderPath(route), {
          token: only.get(ability)!,
        });
        expect([route.operationId, ability, response.status]).toEqual([route.operationId, ability, 403]);
      }
    }
    // Deleting routes last, so that the other calls still find what they read.
    const ordered = [...abilityRoutes].sort(
      (a, b) =>
        Number(a.method === 'delete' || a.operationId === 'deleteDocument') -
        Number(b.method === 'delete' || b.operationId === 'deleteDocument'),
    );
    for (const route of ordered) {
      const request = successfulCalls[route.operationId]!(fixtures);
      const response = await call(server, route.method.toUpperCase(), request.path, {
        token: only.get(abilityOf(route.access)!)!,
        body: request.body,
      });
      expect([route.operationId, response.status], await response.clone().text()).toEqual([
        route.operationId,
        expect.toSatisfy((status: number) => status >= 200 && status < 300),
      ]);
    }
  }, 90_000);

  it('answers 403 to a token with every ability on every account route, and its user on GET /api/user', async () => {
    const everything = (await createApiTokenOk(server, owner.token, apiTokenAbilities)).token;
    expect(accountRoutes.map((route) => route.operationId)).toEqual(
      expect.arrayContaining([
        'changePassword',
        'logout',
        'createApiToken',
        'revokeApiToken',
        'listAdminUsers',
      ]),
    );
    for (const route of accountRoutes) {
      const response = await call(server, route.method.toUpperCase(), placeholderPath(route), {
        token: everything,
        locale: 'en',
      });
      const body = (await response.json()) as { code: string };
      expect([route.operationId, response.status, body.code]).toEqual([
        route.operationId,
        403,
        'personal_token_forbidden',
      ]);
    }
    const user = await call(server, 'GET', '/api/user', { token: everything });
    expect(user.status).toBe(200);
    // The sign-in token keeps every right, as before.
    expect((await call(server, 'GET', '/api/settings/tokens', { token: owner.token })).status).toBe(200);
  });
});
