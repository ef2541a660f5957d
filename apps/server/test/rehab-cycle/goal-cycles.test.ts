import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientGoalsResponseSchema,
  clientSchema,
  goalCyclesResponseSchema,
  interventionTableSchema,
  type Client,
  type GoalCyclesResponse,
} from '@icf/shared';
import { answerInEnglish, registerUser, type RegisteredUser } from '../support/auth-api';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { entry, sampleDocument, saveDocumentOk } from '../documents/document-api';
import { pdfText } from '../export/export-api';

const clientNotFound = { code: 'not_found', message: 'The client does not exist.' };
const today = () => new Date().toISOString().slice(0, 10);

/** Goal cycles of a client (decision record 0056): dates, consent, closing with results, the next cycle. */
describe.each(testDatabaseKinds)('goal cycles on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  beforeAll(async () => {
    server = await startTestServer(kind);
    [alice, bob] = await Promise.all([registerUser(server), registerUser(server)]);
  });
  afterAll(() => server.close());

  const answer = (method: string, path: string, token: string | undefined, body?: unknown) =>
    answerInEnglish<Record<string, unknown>>(server, method, path, token, body);

  async function createClient(token: string, name: string): Promise<Client> {
    const created = await answer('POST', '/api/client', token, { display_name: name });
    expect(created.status).toBe(201);
    return clientSchema.parse(created.body);
  }

  async function cycles(clientId: number): Promise<GoalCyclesResponse> {
    const read = await answer('GET', `/api/client/${clientId}/cycles`, alice.token);
    expect(read.status).toBe(200);
    return goalCyclesResponseSchema.parse(read.body);
  }

  async function setGoals(clientId: number, goals: Record<string, string>): Promise<number> {
    const saved = await answer('PUT', `/api/client/${clientId}/goals`, alice.token, goals);
    expect(saved.status).toBe(200);
    return clientGoalsResponseSchema.parse(saved.body).version;
  }

  it('opens a first cycle with a new client, today, agreement pending', async () => {
    const client = await createClient(alice.token, '김민수');
    expect(await cycles(client.id)).toEqual({
      current: {
        id: expect.any(Number),
        number: 1,
        starts_on: today(),
        ends_on: null,
        consent: 'pending',
        consent_on: null,
        consent_goals_version: null,
        closed_at: null,
        results: [],
      },
      closed: [],
      goals_version: 0,
    });
  });

  it('records the dates and the client’s agreement with the goals’ version; refuses an answer without a day', async () => {
    const client = await createClient(alice.token, 'Consent');
    const version = await setGoals(client.id, { global: 'Live at home', cycle_1: 'Walk 10 m' });
    const path = `/api/client/${client.id}/cycles/current`;

    const noDay = await answer('PUT', path, alice.token, { starts_on: '2026-01-05', consent: 'agreed' });
    expect(noDay.status).toBe(422);
    expect(noDay.body.errors).toEqual({ consent_on: ['Give the day the client agreed or declined.'] });
    const backwards = await answer('PUT', path, alice.token, {
      starts_on: '2026-02-01',
      ends_on: '2026-01-31',
      consent: 'pending',
      consent_on: '2026-01-06',
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors).toEqual({
      ends_on: ['A cycle cannot end before it starts.'],
      consent_on: ['While the agreement is pending it has no date.'],
    });
    const badDate = await answer('PUT', path, alice.token, { starts_on: '2026-02-30', consent: 'pending' });
    expect(badDate.status).toBe(422);
    expect(Object.keys(badDate.body.errors as object)).toEqual(['starts_on']);
    expect((await cycles(client.id)).current).toMatchObject({ starts_on: today(), consent: 'pending' });

    const agreed = await answer('PUT', path, alice.token, {
      starts_on: '2026-01-05',
      ends_on: '2026-02-15',
      consent: 'agreed',
      consent_on: '2026-01-06',
    });
    expect(agreed.status).toBe(200);
    expect(goalCyclesResponseSchema.parse(agreed.body).current).toMatchObject({
      number: 1,
      starts_on: '2026-01-05',
      ends_on: '2026-02-15',
      consent: 'agreed',
      consent_on: '2026-01-06',
      consent_goals_version: version,
    });
    // The goals change after the agreement: the cycle still names the version the client agreed to.
    const changed = await setGoals(client.id, { global: 'Live at home', cycle_1: 'Walk 20 m' });
    const after = await cycles(client.id);
    expect(after.goals_version).toBe(changed);
    expect(after.current.consent_goals_version).toBe(version);
  });

  it('closes a cycle with a result per goal and the judging evaluation, and opens the next with the open goals', async () => {
    const client = await createClient(alice.token, 'Cycles');
    const other = await createClient(alice.token, 'Another client');
    const version = await setGoals(client.id, {
      global: 'Live at home',
      cycle_1: 'Walk 10 m',
      cycle_2: 'Dress alone',
      cycle_3: 'Less shoulder pain',
    });
    const first = await saveDocumentOk(server, alice.token, sampleDocument({ client_id: client.id }));
    const second = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client_id: client.id, evaluation_date: '2024-05-02', description: 'Re-evaluation' }),
    );
    const foreign = await saveDocumentOk(server, alice.token, sampleDocument({ client_id: other.id }));
    await answer('PUT', `/api/client/${client.id}/cycles/current`, alice.token, {
      starts_on: '2024-03-26',
      consent: 'agreed',
      consent_on: '2024-03-27',
    });
    const path = `/api/client/${client.id}/cycles/current/close`;
    const results = [
      { goal: 'global', result: 'not_reached' },
      { goal: 'cycle_1', result: 'reached', document: second },
      { goal: 'cycle_2', result: 'partly', document: first },
      { goal: 'cycle_3', result: 'not_reached', document: second },
    ];
    const closing = {
      goals_version: version,
      ends_on: '2024-05-02',
      results,
      next_starts_on: '2024-05-03',
      next_ends_on: '2024-06-14',
    };
    const before = await cycles(client.id);

    // Each refusal writes nothing.
    const missing = await answer('POST', path, alice.token, { ...closing, results: results.slice(1) });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({
      results: ['Every goal of the cycle needs a result: reached, partly or not reached.'],
    });
    const unset = await answer('POST', path, alice.token, {
      ...closing,
      results: [...results, { goal: 'cycle_4', result: 'reached' }],
    });
    expect(unset.body.errors).toEqual({ results: ['Only goals the cycle holds can have a result.'] });
    const foreignDocument = await answer('POST', path, alice.token, {
      ...closing,
      results: [...results.slice(0, 3), { goal: 'cycle_3', result: 'partly', document: foreign }],
    });
    expect(foreignDocument.status).toBe(422);
    expect(Object.keys(foreignDocument.body.errors as object)).toEqual(['results']);
    const early = await answer('POST', path, alice.token, { ...closing, ends_on: '2024-03-25' });
    expect(early.body.errors).toEqual({
      ends_on: ['A cycle cannot end before it starts.'],
    });
    const overlapping = await answer('POST', path, alice.token, { ...closing, next_starts_on: '2024-05-01' });
    expect(overlapping.body.errors).toEqual({
      next_starts_on: ['The next cycle cannot start before this one ends.'],
    });
    const tooMany = await answer('POST', path, alice.token, {
      ...closing,
      results: Array.from({ length: 8 }, () => results[0]),
    });
    expect(tooMany.status).toBe(422);
    const stale = await answer('POST', path, alice.token, { ...closing, goals_version: version - 1 });
    expect(stale).toEqual({
      status: 409,
      body: {
        code: 'conflict',
        message: 'The goals were changed after you opened this page. Check them, then close the cycle again.',
      },
    });
    expect(await cycles(client.id)).toEqual(before);

    const closed = await answer('POST', path, alice.token, closing);
    expect(closed.status).toBe(200);
    const after = goalCyclesResponseSchema.parse(closed.body);
    expect(after.closed).toEqual([
      {
        ...before.current,
        ends_on: '2024-05-02',
        closed_at: expect.any(String),
        results: [
          { goal: 'global', text: 'Live at home', result: 'not_reached', document: null },
          {
            goal: 'cycle_1',
            text: 'Walk 10 m',
            result: 'reached',
            document: { id: second, date: '2024-05-02', description: 'Re-evaluation' },
          },
          {
            goal: 'cycle_2',
            text: 'Dress alone',
            result: 'partly',
            document: { id: first, date: '2024-03-26', description: sampleDocument().description },
          },
          {
            goal: 'cycle_3',
            text: 'Less shoulder pain',
            result: 'not_reached',
            document: { id: second, date: '2024-05-02', description: 'Re-evaluation' },
          },
        ],
      },
    ]);
    expect(after.current).toMatchObject({
      number: 2,
      starts_on: '2024-05-03',
      ends_on: '2024-06-14',
      consent: 'pending',
      consent_on: null,
      closed_at: null,
      results: [],
    });
    // The reached goal's slot is free; the others stay in theirs, as the goals' next version.
    const goals = clientGoalsResponseSchema.parse(
      (await answer('GET', `/api/client/${client.id}/goals`, alice.token)).body,
    );
    expect(goals.version).toBe(version + 1);
    expect(after.goals_version).toBe(version + 1);
    expect(goals.goals).toMatchObject({
      global: 'Live at home',
      cycle_1: '',
      cycle_2: 'Dress alone',
      cycle_3: 'Less shoulder pain',
    });
    expect(await cycles(client.id)).toEqual(after);

    // The progress report (PDF form 5) lists the closed cycle with each goal's result.
    const report = await answer('GET', `/api/client/${client.id}/progress/download`, alice.token);
    expect(report.status).toBe(200);
    const text = pdfText(Buffer.from(report.body.pdf as string, 'base64'));
    for (const expected of [
      'Closed cycles',
      'Cycle 1: 2024-03-26 – 2024-05-02',
      'The client agreed on 2024-03-27',
      'Walk 10 m',
      'Partly reached',
      'Re-evaluation',
    ]) {
      expect(text).toContain(expected);
    }

    // The same closing again names a version that is no longer current: nothing more is closed.
    expect((await answer('POST', path, alice.token, closing)).status).toBe(409);
    // The judged goals keep their text when the slot later holds another goal.
    await setGoals(client.id, { ...goals.goals, cycle_1: 'Climb 10 stairs' });
    expect((await cycles(client.id)).closed[0]!.results[1]).toMatchObject({ text: 'Walk 10 m' });
  });

  it('answers another user’s client exactly like a missing one', async () => {
    const client = await createClient(alice.token, 'Private');
    const version = await setGoals(client.id, { cycle_1: 'Walk' });
    const missing = 2_000_000_000;
    const calls: [string, (id: number) => string, unknown][] = [
      ['GET', (id) => `/api/client/${id}/cycles`, undefined],
      ['PUT', (id) => `/api/client/${id}/cycles/current`, { starts_on: '2026-01-05', consent: 'pending' }],
      [
        'POST',
        (id) => `/api/client/${id}/cycles/current/close`,
        {
          goals_version: version,
          ends_on: '2099-01-01',
          results: [{ goal: 'cycle_1', result: 'reached' }],
          next_starts_on: '2099-01-01',
        },
      ],
    ];
    for (const [method, path, body] of calls) {
      const foreign = await answer(method, path(client.id), bob.token, body);
      expect(foreign).toEqual({ status: 404, body: clientNotFound });
      expect(await answer(method, path(missing), bob.token, body)).toEqual(foreign);
      expect((await answer(method, path(client.id), undefined, body)).status).toBe(401);
    }
    expect(await cycles(client.id)).toMatchObject({ closed: [], current: { number: 1, consent: 'pending' } });
  });

  it('reads the intervention plan from the latest evaluation that holds one, so a re-evaluation never hides it', async () => {
    const client = await createClient(alice.token, 'Plan');
    await setGoals(client.id, { cycle_1: 'Walk 50 m' });
    const planned = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client_id: client.id,
        evaluation_date: '2024-03-26',
        data: {
          d450: entry({
            q1: '3',
            goal: { slot: 'q1', value: '1', date: '' },
            related_goals: ['cycle_1'],
            disciplines: ['physiotherapy'],
            interventions: 'Gait training',
          }),
        },
      }),
    );
    // A re-evaluation saved without the plan fields.
    const latest = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client_id: client.id,
        evaluation_date: '2024-05-02',
        description: 'Re-evaluation',
        data: { d450: entry({ q1: '2' }) },
      }),
    );
    const read = await answer('GET', `/api/client/${client.id}/intervention-table`, alice.token);
    expect(read.status).toBe(200);
    const table = interventionTableSchema.parse(read.body);
    expect(table.evaluation?.id).toBe(planned);
    expect(table.latest_evaluation).toEqual({ id: latest, date: '2024-05-02', description: 'Re-evaluation' });
    expect(table.rows.map((row) => [row.code, row.relatedGoals, row.interventions])).toEqual([
      ['d450', ['cycle_1'], 'Gait training'],
    ]);
    // A chosen evaluation is still that one's table.
    const chosen = interventionTableSchema.parse(
      (await answer('GET', `/api/client/${client.id}/intervention-table?document=${latest}`, alice.token))
        .body,
    );
    expect([chosen.evaluation?.id, chosen.rows]).toEqual([latest, []]);
  });
});
