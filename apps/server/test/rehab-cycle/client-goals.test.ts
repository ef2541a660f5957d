import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientGoalsResponseSchema,
  clientSchema,
  interventionTableSchema,
  type Client,
  type ClientProgress,
} from '@icf/shared';
import { answerInEnglish, call, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import {
  entry,
  importDocument,
  sampleDocument,
  saveDocument,
  saveDocumentOk,
} from '../documents/document-api';
import { pdfText } from '../export/export-api';

const clientNotFound = { code: 'not_found', message: 'The client does not exist.' };
const noGoals = {
  global: '',
  service_program: '',
  cycle_1: '',
  cycle_2: '',
  cycle_3: '',
  cycle_4: '',
  cycle_5: '',
};

describe.each(testDatabaseKinds)('client goals and the intervention table on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    bob = await registerUser(server);
  });
  afterAll(() => server.close());

  const answer = (method: string, path: string, token: string | undefined, body?: unknown) =>
    answerInEnglish<Record<string, unknown>>(server, method, path, token, body);

  async function createClient(token: string, name: string): Promise<Client> {
    const created = await answer('POST', '/api/client', token, { display_name: name });
    expect(created.status).toBe(201);
    return clientSchema.parse(created.body);
  }

  it('keeps a client’s goals: none at first, replaced as a whole, trimmed', async () => {
    const client = await createClient(alice.token, '김민수');
    expect(await answer('GET', `/api/client/${client.id}/goals`, alice.token)).toEqual({
      status: 200,
      body: { goals: noGoals, updated_at: null, version: 0 },
    });

    const first = await answer('PUT', `/api/client/${client.id}/goals`, alice.token, {
      global: '  집으로 돌아가 혼자 생활하기 ',
      service_program: 'Walk 50 m with a cane by discharge',
      cycle_1: '어깨 통증 줄이기',
      cycle_3: 'Dress the upper body alone',
      unknown_goal: 'ignored',
    });
    expect(first.status).toBe(200);
    const saved = clientGoalsResponseSchema.parse(first.body);
    expect(saved.goals).toEqual({
      ...noGoals,
      global: '집으로 돌아가 혼자 생활하기',
      service_program: 'Walk 50 m with a cane by discharge',
      cycle_1: '어깨 통증 줄이기',
      cycle_3: 'Dress the upper body alone',
    });
    expect(saved.updated_at).toEqual(expect.any(String));
    expect((await answer('GET', `/api/client/${client.id}/goals`, alice.token)).body).toEqual(saved);

    // A PUT replaces every goal: one left out is no longer set; cycle 3 keeps its number.
    const second = await answer('PUT', `/api/client/${client.id}/goals`, alice.token, {
      global: '집으로 돌아가 혼자 생활하기',
      cycle_3: 'Dress the upper body alone',
    });
    expect(clientGoalsResponseSchema.parse(second.body).goals).toEqual({
      ...noGoals,
      global: '집으로 돌아가 혼자 생활하기',
      cycle_3: 'Dress the upper body alone',
    });
    expect((await answer('PUT', `/api/client/${client.id}/goals`, alice.token, {})).body).toMatchObject({
      goals: noGoals,
    });
  });

  it('refuses goals that are too long, not text or not storable, per field, and changes nothing', async () => {
    const client = await createClient(alice.token, 'Pseudonym G');
    await answer('PUT', `/api/client/${client.id}/goals`, alice.token, { global: 'kept' });
    const refused = await answer('PUT', `/api/client/${client.id}/goals`, alice.token, {
      global: 'x'.repeat(301),
      service_program: 'nul\u0000byte',
      cycle_1: 7,
    });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors as object).sort()).toEqual([
      'cycle_1',
      'global',
      'service_program',
    ]);
    const fine = await answer('PUT', `/api/client/${client.id}/goals`, alice.token, {
      global: 'y'.repeat(300),
    });
    expect(fine.status).toBe(200);
    expect((await answer('PUT', `/api/client/${client.id}/goals`, alice.token, [])).status).toBe(422);
  });

  it('answers 404 for another user’s client, a missing one and a deleted one, and leaves the goals alone', async () => {
    const client = await createClient(alice.token, 'Private');
    await answer('PUT', `/api/client/${client.id}/goals`, alice.token, { global: 'Alice’s goal' });
    for (const [method, path, body] of [
      ['GET', `/api/client/${client.id}/goals`],
      ['PUT', `/api/client/${client.id}/goals`, { global: 'taken over' }],
      ['GET', `/api/client/${client.id}/intervention-table`],
      ['GET', `/api/client/${client.id}/intervention-table/download`],
      ['GET', '/api/client/99999999/goals'],
      ['GET', '/api/client/abc/intervention-table'],
    ] as const) {
      expect(await answer(method, path, bob.token, body), `${method} ${path}`).toEqual({
        status: 404,
        body: clientNotFound,
      });
    }
    expect((await answer('GET', `/api/client/${client.id}/goals`, undefined)).status).toBe(401);
    expect((await answer('GET', `/api/client/${client.id}/goals`, alice.token)).body).toMatchObject({
      goals: { global: 'Alice’s goal' },
    });

    expect((await answer('DELETE', `/api/client/${client.id}`, alice.token)).status).toBe(200);
    expect(await answer('GET', `/api/client/${client.id}/goals`, alice.token)).toEqual({
      status: 404,
      body: clientNotFound,
    });
  });

  it('saves and loads goal relations, disciplines and interventions on a category; old entries stay as they were', async () => {
    const plan = {
      related_goals: ['cycle_1', 'global'] as const,
      disciplines: ['physiotherapy', 'occupational_therapy'] as const,
      interventions: '관절 가동 범위 운동, 주 3회\nHome exercise programme',
    };
    const id = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        data: {
          b280: entry({
            q1: '3',
            goal: { slot: 'q1', value: '1', date: '' },
            ...plan,
            related_goals: [...plan.related_goals],
            disciplines: [...plan.disciplines],
          }),
          d450: entry({ q1: '2' }),
        },
      }),
    );
    const saved = await importDocument(server, alice.token, id);
    expect(saved.data.b280).toMatchObject({
      related_goals: ['cycle_1', 'global'],
      disciplines: ['physiotherapy', 'occupational_therapy'],
      interventions: plan.interventions,
    });
    expect(Object.keys(saved.data.d450!).sort()).toEqual(['desc', 'q1', 'q2', 'q3', 's1', 's2', 's3', 's4']);

    // FHIR carries ratings only: none of the plan (decision 0034).
    const fhir = await answer('GET', `/api/document/${id}/fhir`, alice.token);
    expect(fhir.status).toBe(200);
    expect(JSON.stringify(fhir.body)).not.toContain('관절 가동 범위');
    // A later save is a new version; the first version keeps its plan (decision 0034: the plan travels with
    // the entry).
    await saveDocumentOk(server, alice.token, {
      id,
      ...sampleDocument({ data: { b280: entry({ q1: '2' }) } }),
    });
    const first = await answer('GET', `/api/document/${id}/versions/1`, alice.token);
    expect(first.status).toBe(200);
    expect(JSON.stringify(first.body)).toContain(plan.interventions.split('\n')[0]);
    expect((await importDocument(server, alice.token, id)).data.b280).not.toHaveProperty('interventions');
  });

  it('refuses unknown goal ids, repeated or unknown disciplines and over-long or unstorable interventions, per field', async () => {
    const refused = await saveDocument(
      server,
      alice.token,
      sampleDocument({
        data: {
          b280: entry({ q1: '2', related_goals: ['cycle_6' as never] }),
          b130: entry({ q1: '1', disciplines: ['physiotherapy', 'physiotherapy'] }),
          d450: entry({ q1: '1', disciplines: ['surgeon' as never] }),
          e310: entry({ q1: '+1', interventions: 'x'.repeat(1001) }),
          s750: entry({ q1: '1', interventions: 'nul\u0000' }),
        },
      }),
      { locale: 'en' },
    );
    expect(refused.status).toBe(422);
    const body = (await refused.json()) as { errors: Record<string, string[]> };
    const fields = Object.keys(body.errors).map((field) => field.split('.').slice(0, 3).join('.'));
    expect([...new Set(fields)].sort()).toEqual([
      'data.b130.disciplines',
      'data.b280.related_goals',
      'data.d450.disciplines',
      'data.e310.interventions',
      'data.s750.interventions',
    ]);
    const tooMany = await saveDocument(
      server,
      alice.token,
      sampleDocument({ data: { b280: entry({ related_goals: Array(8).fill('global') }) } }),
    );
    expect(tooMany.status).toBe(422);
  });

  it('lists the intervention targets of the latest evaluation, or of a chosen one, with the client’s goals', async () => {
    const client = await createClient(alice.token, '이영희');
    const empty = interventionTableSchema.parse(
      (await answer('GET', `/api/client/${client.id}/intervention-table`, alice.token)).body,
    );
    expect(empty).toMatchObject({ evaluation: null, rows: [], goals: noGoals });
    await answer('PUT', `/api/client/${client.id}/goals`, alice.token, {
      global: 'Live at home',
      cycle_2: 'Walk 10 m without help',
    });
    const goal = { slot: 'q1' as const, value: '1', date: '2026-06-30' };
    const firstId = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client_id: client.id,
        evaluation_date: '2026-01-05',
        data: { b280: entry({ q1: '3', goal, related_goals: ['global'] }) },
      }),
    );
    await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client_id: client.id,
        evaluation_date: '2026-02-16',
        description: 'Re-evaluation',
        data: {
          b280: entry({ q1: '2', goal, related_goals: ['global'], disciplines: ['physician'] }),
          // Related but without a goal value: no target. A goal value without a relation: no target.
          b130: entry({ q1: '1', related_goals: ['cycle_2'] }),
          d450: entry({ q1: '3', q2: '2', goal: { slot: 'q2', value: '1', date: '' } }),
          d510: entry({
            q1: '2',
            goal: { slot: 'q1', value: '0', date: '' },
            related_goals: ['cycle_2'],
            disciplines: ['occupational_therapy', 'nursing'],
            interventions: 'Dressing practice',
          }),
        },
      }),
    );

    const latest = interventionTableSchema.parse(
      (await answer('GET', `/api/client/${client.id}/intervention-table`, alice.token)).body,
    );
    expect(latest.evaluation).toMatchObject({ date: '2026-02-16', description: 'Re-evaluation' });
    expect(latest.goals).toMatchObject({ global: 'Live at home', cycle_2: 'Walk 10 m without help' });
    expect(latest.rows).toEqual([
      {
        code: 'b280',
        component: 'b',
        relatedGoals: ['global'],
        goal,
        value: '2',
        disciplines: ['physician'],
        interventions: '',
      },
      {
        code: 'd510',
        component: 'd',
        relatedGoals: ['cycle_2'],
        goal: { slot: 'q1', value: '0', date: '' },
        value: '2',
        disciplines: ['occupational_therapy', 'nursing'],
        interventions: 'Dressing practice',
      },
    ]);

    const earlier = interventionTableSchema.parse(
      (await answer('GET', `/api/client/${client.id}/intervention-table?document=${firstId}`, alice.token))
        .body,
    );
    expect(earlier.rows.map((row) => [row.code, row.value])).toEqual([['b280', '3']]);

    const foreign = await saveDocumentOk(server, bob.token, sampleDocument());
    for (const query of [`document=${foreign}`, 'document=abc', 'document=99999999999']) {
      const refused = await answer(
        'GET',
        `/api/client/${client.id}/intervention-table?${query}`,
        alice.token,
      );
      expect(refused.status, query).toBe(422);
      expect(Object.keys(refused.body.errors as object)).toEqual(['document']);
    }

    // The evaluation display: each target's first, goal and latest value, and whether it is reached.
    const progress = (await answer('GET', `/api/client/${client.id}/progress`, alice.token))
      .body as unknown as ClientProgress;
    const b280 = progress.groups.flatMap((group) => group.rows).find((row) => row.code === 'b280');
    expect(b280?.goal).toMatchObject({ value: '1', reached: false, relatedGoals: ['global'] });
  });

  it('downloads the intervention table as PDF form 6 in both locales, with the WHO credit', async () => {
    const client = await createClient(alice.token, '박지민');
    await answer('PUT', `/api/client/${client.id}/goals`, alice.token, {
      global: 'Return to work as a teacher',
      cycle_1: 'Climb stairs with a rail',
    });
    await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client_id: client.id,
        data: {
          b280: entry({
            q1: '3',
            goal: { slot: 'q1', value: '1', date: '2026-06-30' },
            related_goals: ['global', 'cycle_1'],
            disciplines: ['physiotherapy'],
            interventions: 'Manual therapy twice a week',
          }),
          d455: entry({
            q1: '3',
            q2: '2',
            goal: { slot: 'q1', value: '1', date: '' },
            related_goals: ['cycle_1'],
            disciplines: ['occupational_therapy'],
            interventions: 'Stair training',
          }),
        },
      }),
    );
    const english = await answer('GET', `/api/client/${client.id}/intervention-table/download`, alice.token);
    expect(english.status).toBe(200);
    const text = pdfText(Buffer.from(english.body.pdf as string, 'base64'));
    for (const expected of [
      'Intervention table',
      'Return to work as a teacher',
      'Climb stairs with a rail',
      'b280',
      'd455',
      'Physiotherapy',
      'Occupational therapy',
      'Manual therapy twice a week',
      'Stair training',
      'World Health Organization',
    ]) {
      expect(text).toContain(expected);
    }

    const korean = await call(server, 'GET', `/api/client/${client.id}/intervention-table/download`, {
      token: alice.token,
      locale: 'kr',
    });
    const koreanText = pdfText(Buffer.from(((await korean.json()) as { pdf: string }).pdf, 'base64'));
    for (const expected of ['중재 표', '물리치료', '작업치료', '전반적', '세계보건기구'])
      expect(koreanText).toContain(expected);
  });
});
