import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createdSelfReportSchema,
  selfReportFormSchema,
  selfReportListSchema,
  teamAccessLogSchema,
  type CreatedSelfReport,
  type SendSelfReportRequestInput,
} from '@icf/shared';
import { selfReportRequests } from '../../src/db/schema';
import { sampleDocument, saveDocumentOk } from '../documents/document-api';
import { answerInEnglish, call, registerUser, type RegisteredUser } from '../support/auth-api';
import { fhirJsErrors, hl7SchemaErrors, medplumErrors } from '../support/fhir-validator';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { createClientOk, createTeamOk, moveClientOk } from '../teams/team-api';

const linkNotFound = { code: 'not_found', message: 'This link does not exist or can no longer be used.' };

function answersFor(
  codes: string[],
  patch: Partial<SendSelfReportRequestInput> = {},
): SendSelfReportRequestInput {
  return {
    answers: codes.map((code, index) => ({
      code,
      answer: index === 0 ? '4' : '1',
      note: `${code}: 계단이 힘들어요`,
    })),
    hardest: '계단 오르기',
    want_again: 'Walk to the market',
    helps: '딸의 도움',
    ...patch,
  };
}

describe.each(testDatabaseKinds)('self-report links on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let clientId: number;

  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    bob = await registerUser(server);
    clientId = (await createClientOk(server, alice.token, '박지민')).id;
    await saveDocumentOk(server, alice.token, sampleDocument({ client_id: clientId }));
  });
  afterAll(() => server.close());

  async function createOk(body: Record<string, unknown>, token = alice.token): Promise<CreatedSelfReport> {
    const response = await call(server, 'POST', `/api/client/${clientId}/self-reports`, { token, body });
    expect(response.status, await response.clone().text()).toBe(201);
    return createdSelfReportSchema.parse(await response.json());
  }
  const link = (created: CreatedSelfReport) => `/api${created.path}`;

  it('makes a link of 256 random bits, kept only as its SHA-256, and shows only the questions and greeting', async () => {
    const created = await createOk({ codes: ['d450', 'b280'], locale: 'kr', greeting_name: '지민' });
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.path).toBe(`/self-report/${created.token}`);
    expect(created).toMatchObject({ status: 'open', codes: ['d450', 'b280'], locale: 'kr', answers: null });
    expect(Date.parse(created.expires_at) - Date.parse(created.created_at)).toBeCloseTo(7 * 86_400_000, -5);

    const [row] = await server.database.db
      .select({ tokenHash: selfReportRequests.tokenHash })
      .from(selfReportRequests)
      .where(eq(selfReportRequests.id, created.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(created.token).digest('hex'));
    const stored = JSON.stringify(
      await server.database.db.select().from(selfReportRequests).where(eq(selfReportRequests.id, created.id)),
    );
    expect(stored).not.toContain(created.token);

    const page = await call(server, 'GET', link(created));
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    const form = selfReportFormSchema.parse(await page.json());
    expect(form).toEqual({
      locale: 'kr',
      greeting_name: '지민',
      questions: [
        { code: 'd450', component: 'd', title: '걷기', text: '걷기: 얼마나 어려움이 있나요?' },
        {
          code: 'b280',
          component: 'b',
          title: expect.any(String),
          text: expect.stringMatching(/문제가 있나요\?$/),
        },
      ],
      scale: [
        { answer: '0', words: '문제 없음' },
        { answer: '1', words: '경도 문제' },
        { answer: '2', words: '중등도 문제' },
        { answer: '3', words: '중도 문제' },
        { answer: '4', words: '완전 문제' },
        { answer: '9', words: '나에게 해당되지 않음' },
      ],
    });
    // Nothing of the client's record or of any rating.
    expect(JSON.stringify(form)).not.toContain('박지민');
    expect(Object.keys(form).sort()).toEqual(['greeting_name', 'locale', 'questions', 'scale']);

    // The web page of the link is not indexed or stored either.
    const webPage = await server.request(created.path);
    expect(webPage.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(webPage.headers.get('cache-control')).toBe('no-store');
  });

  it('takes one send; a used, a revoked, an expired and a wrong link are the same 404', async () => {
    const used = await createOk({ codes: ['d450', 'd455'], locale: 'en' });
    const sent = await call(server, 'POST', link(used), { body: answersFor(['d450', 'd455']) });
    expect(sent.status, await sent.clone().text()).toBe(204);

    const revoked = await createOk({ codes: ['d450'], locale: 'en' });
    const revoke = await call(server, 'POST', `/api/client/${clientId}/self-reports/${revoked.id}/revoke`, {
      token: alice.token,
    });
    expect(revoke.status).toBe(200);
    expect(((await revoke.json()) as { status: string }).status).toBe('revoked');

    const expired = await createOk({ codes: ['d450'], locale: 'en', expires_in_days: 1 });
    await server.database.db
      .update(selfReportRequests)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(selfReportRequests.id, expired.id));

    const wrong = `/api/self-report/${'A'.repeat(43)}`;
    const malformed = '/api/self-report/short';
    const answers: { status: number; body: unknown }[] = [];
    for (const path of [link(used), link(revoked), link(expired), wrong, malformed]) {
      answers.push(await answerInEnglish(server, 'GET', path, undefined));
      answers.push(await answerInEnglish(server, 'POST', path, undefined, answersFor(['d450'])));
    }
    for (const answer of answers) expect(answer).toEqual({ status: 404, body: linkNotFound });

    // The answers are the clinician's to see, once, as they were sent.
    const list = selfReportListSchema.parse(
      await (
        await call(server, 'GET', `/api/client/${clientId}/self-reports`, { token: alice.token })
      ).json(),
    );
    const answered = list.data.find((report) => report.id === used.id)!;
    expect(answered.status).toBe('answered');
    expect(answered.answers).toEqual({
      answers: [
        { code: 'd450', answer: '4', note: 'd450: 계단이 힘들어요' },
        { code: 'd455', answer: '1', note: 'd455: 계단이 힘들어요' },
      ],
      hardest: '계단 오르기',
      want_again: 'Walk to the market',
      helps: '딸의 도움',
    });
    expect(list.data.find((report) => report.id === expired.id)!.status).toBe('expired');
    expect(JSON.stringify(list)).not.toContain(used.token);
  });

  it('refuses answers that do not match the questions, unstorable text and large bodies', async () => {
    const created = await createOk({ codes: ['d450', 'd455'], locale: 'kr' });
    const refused = [
      answersFor(['d450']),
      answersFor(['d450', 'd450']),
      answersFor(['d450', 'd455', 'd460']),
      { ...answersFor(['d450', 'd455']), hardest: 'bad \u0000 text' },
      {
        ...answersFor(['d450', 'd455']),
        answers: [
          { code: 'd450', answer: '8' },
          { code: 'd455', answer: '0' },
        ],
      },
      { ...answersFor(['d450']), answers: Array.from({ length: 41 }, () => ({ code: 'd450', answer: '0' })) },
    ];
    for (const body of refused) {
      const response = await call(server, 'POST', link(created), { body });
      expect(response.status, JSON.stringify(body).slice(0, 200)).toBe(422);
    }
    const large = await call(server, 'POST', link(created), {
      body: { ...answersFor(['d450', 'd455']), hardest: 'x'.repeat(70_000) },
    });
    expect(large.status).toBe(413);
    // None of those used the link up.
    expect((await call(server, 'POST', link(created), { body: answersFor(['d450', 'd455']) })).status).toBe(
      204,
    );
  });

  it('refuses a request for categories it does not serve, too many, or of structures and environment', async () => {
    for (const body of [
      { codes: [], locale: 'kr' },
      { codes: ['d9999'], locale: 'kr' },
      { codes: ['s750'], locale: 'kr' },
      { codes: ['e310'], locale: 'kr' },
      { codes: ['d450'], locale: 'de' },
      { codes: ['d450'], locale: 'kr', greeting_name: 'a\u0000b' },
      { codes: Array.from({ length: 41 }, (_, index) => `d${450 + index}`), locale: 'kr' },
    ]) {
      const response = await call(server, 'POST', `/api/client/${clientId}/self-reports`, {
        token: alice.token,
        body,
      });
      expect(response.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('is another user’s client: the same 404 for every call of the clinician', async () => {
    const created = await createOk({ codes: ['d450'], locale: 'kr' });
    for (const [method, path] of [
      ['GET', `/api/client/${clientId}/self-reports`],
      ['POST', `/api/client/${clientId}/self-reports/${created.id}/revoke`],
      ['GET', `/api/client/${clientId}/self-reports/${created.id}/questionnaire`],
    ] as const) {
      expect((await call(server, method, path, { token: bob.token })).status).toBe(404);
    }
    const create = await call(server, 'POST', `/api/client/${clientId}/self-reports`, {
      token: bob.token,
      body: { codes: ['d450'], locale: 'kr' },
    });
    expect(create.status).toBe(404);
    expect((await call(server, 'GET', `/api/client/${clientId}/self-reports`)).status).toBe(401);
  });

  it('exports the request as a Questionnaire and the answers as a QuestionnaireResponse, both valid R4', async () => {
    const created = await createOk({ codes: ['d450', 'b280'], locale: 'kr' });
    const base = `/api/client/${clientId}/self-reports/${created.id}`;
    const before = await call(server, 'GET', `${base}/questionnaire-response`, { token: alice.token });
    expect(before.status).toBe(404);
    expect((await call(server, 'POST', link(created), { body: answersFor(['d450', 'b280']) })).status).toBe(
      204,
    );

    const questionnaire = (await (
      await call(server, 'GET', `${base}/questionnaire`, { token: alice.token })
    ).json()) as { resourceType: string; item: { linkId: string; text: string }[] };
    expect(questionnaire.resourceType).toBe('Questionnaire');
    expect(questionnaire.item[0]).toMatchObject({ linkId: 'd450', text: '걷기: 얼마나 어려움이 있나요?' });
    const responseAnswer = await call(server, 'GET', `${base}/questionnaire-response`, {
      token: alice.token,
    });
    expect(responseAnswer.headers.get('content-type')).toContain('application/fhir+json');
    const response = (await responseAnswer.json()) as {
      resourceType: string;
      subject: { identifier: { value: string } };
      item: { linkId: string; answer: { valueCoding?: { code: string; display: string } }[] }[];
    };
    expect(response.resourceType).toBe('QuestionnaireResponse');
    expect(response.subject.identifier.value).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.item[0]).toEqual({
      linkId: 'd450',
      answer: [{ valueCoding: { code: '4', display: '완전 문제' } }],
    });
    for (const resource of [questionnaire, response]) {
      expect(medplumErrors(resource)).toEqual([]);
      expect(hl7SchemaErrors(resource)).toEqual([]);
      expect(fhirJsErrors(resource)).toEqual([]);
    }
  });

  it('limits one link’s calls (429), and deleting the client deletes its requests and answers', async () => {
    const created = await createOk({ codes: ['d450'], locale: 'en' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++)
      statuses.push((await call(server, 'GET', link(created))).status);
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);

    const other = (await createClientOk(server, alice.token, 'To delete')).id;
    const response = await call(server, 'POST', `/api/client/${other}/self-reports`, {
      token: alice.token,
      body: { codes: ['d450'], locale: 'en' },
    });
    expect(response.status).toBe(201);
    expect((await call(server, 'DELETE', `/api/client/${other}`, { token: alice.token })).status).toBe(200);
    const left = await server.database.db
      .select({ id: selfReportRequests.id })
      .from(selfReportRequests)
      .where(eq(selfReportRequests.clientId, other));
    expect(left).toEqual([]);
  });

  it('is deleted with the account that keeps the client, answers and all', async () => {
    const carol = await registerUser(server);
    const own = (await createClientOk(server, carol.token, 'Carol’s client')).id;
    const made = await call(server, 'POST', `/api/client/${own}/self-reports`, {
      token: carol.token,
      body: { codes: ['d450'], locale: 'kr' },
    });
    expect(made.status).toBe(201);
    const { id, path } = (await made.json()) as { id: number; path: string };
    const sent = await call(server, 'POST', `/api${path}`, {
      body: { answers: [{ code: 'd450', answer: '3', note: '캐롤의 말' }] },
    });
    expect(sent.status).toBe(204);
    const erased = await call(server, 'DELETE', '/api/settings/account', {
      token: carol.token,
      body: { password: carol.password, email: carol.email },
    });
    expect(erased.status, await erased.clone().text()).toBe(200);
    const left = await server.database.db
      .select({ id: selfReportRequests.id })
      .from(selfReportRequests)
      .where(eq(selfReportRequests.id, id));
    expect(left).toEqual([]);
  });

  it('a team client’s requests, reads and revokes are in the team’s access log', async () => {
    const owner = await registerUser(server);
    const team = await createTeamOk(server, owner);
    const teamClient = (await createClientOk(server, owner.token, 'Team client')).id;
    await moveClientOk(server, owner.token, teamClient, team.id);
    const made = await call(server, 'POST', `/api/client/${teamClient}/self-reports`, {
      token: owner.token,
      body: { codes: ['d450'], locale: 'kr' },
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    expect(
      (await call(server, 'GET', `/api/client/${teamClient}/self-reports`, { token: owner.token })).status,
    ).toBe(200);
    const revoked = await call(server, 'POST', `/api/client/${teamClient}/self-reports/${id}/revoke`, {
      token: owner.token,
    });
    expect(revoked.status, await revoked.clone().text()).toBe(200);

    const log = await call(server, 'GET', `/api/team/${team.id}/access-log`, { token: owner.token });
    expect(log.status).toBe(200);
    const actions = teamAccessLogSchema
      .parse(await log.json())
      .data.filter((entry) => entry.client_id === teamClient)
      .map((entry) => entry.action);
    // Newest first.
    expect(actions.slice(0, 3)).toEqual([
      'client.self_report_revoke',
      'client.self_report_read',
      'client.self_report_request',
    ]);
  });
});
