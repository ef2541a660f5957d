import { randomUUID } from 'node:crypto';
import type * as fhir4 from 'fhir/r4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirSeriesEvaluationsMax } from '@icf/shared';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { expectValidFhir } from '../support/fhir-validator';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { entry, importDocument, sampleDocument, saveDocumentOk } from '../documents/document-api';
import { resourcesOf } from './fhir-api';

/** A client's series Bundle read back into a client, its goals and its evaluations (decision record 0048). */

const goals = { global: '혼자 집에서 생활하기', cycle_1: 'Walk 50 m with a cane' };

/** Two evaluations, saved later one first; targets on a magnitude, a facilitator and a structure's extent. */
const evaluations = [
  sampleDocument({
    client: '정하늘',
    evaluation_date: '2024-06-01',
    description: 'second',
    data: {
      d450: entry({
        q1: '2',
        q2: '1',
        goal: { slot: 'q1', value: '1', date: '2024-08-01' },
        related_goals: ['global', 'cycle_1'],
      }),
      b152: entry({ q1: '8', s2: true, desc: 'not specified' }),
    },
  }),
  sampleDocument({
    client: '정하늘',
    evaluation_date: '2024-03-01',
    description: 'first',
    data: {
      d450: entry({ q1: '3', goal: { slot: 'q1', value: '1', date: '' } }),
      e310: entry({ q1: '+1', goal: { slot: 'q1', value: '+3', date: '' }, related_goals: ['cycle_1'] }),
      e355: entry({ q1: '2', goal: { slot: 'q1', value: '0', date: '2024-05-01' } }),
      s750: entry({ q1: '1', q2: '7', q3: '2', goal: { slot: 'q1', value: '0', date: '' } }),
    },
  }),
];

describe.each(testDatabaseKinds)('FHIR import of a client’s series on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let clientId: number;
  let documentIds: number[];
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    bob = await registerUser(server);
    const created = await call(server, 'POST', '/api/client', {
      token: alice.token,
      body: { display_name: '정하늘' },
    });
    clientId = ((await created.json()) as { id: number }).id;
    expect(
      (await call(server, 'PUT', `/api/client/${clientId}/goals`, { token: alice.token, body: goals }))
        .status,
    ).toBe(200);
    documentIds = [];
    for (const document of evaluations) {
      documentIds.push(await saveDocumentOk(server, alice.token, { ...document, client_id: clientId }));
    }
  });
  afterAll(() => server.close());

  const exportSeries = async (query = '') => {
    const response = await call(server, 'GET', `/api/client/${clientId}/fhir${query}`, {
      token: alice.token,
    });
    expect(response.status).toBe(200);
    const bundle = (await response.json()) as fhir4.Bundle;
    expectValidFhir(bundle);
    return bundle;
  };
  const importSeries = (token: string, bundle: unknown, headers: Record<string, string> = {}) =>
    call(server, 'POST', '/api/client/import-fhir', { token, body: bundle, locale: 'en', headers });
  const count = async (table: 'clients' | 'documents', user: RegisteredUser) =>
    (
      (await server.database.executeSql(
        `select count(*)::int as count from ${table} t join users u on u.id = t.user_id where u.email = $1`,
        [user.email],
      )) as { rows: { count: number }[] }
    ).rows[0]!.count;
  const evaluationsOf = async (token: string, id: number) => {
    const response = await call(server, 'GET', `/api/client/${id}/documents`, { token });
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { id: number; evaluation_date: string }[] }).data;
  };

  it('round trip: one client with the same evaluations in date order, ratings, targets and goals', async () => {
    const bundle = await exportSeries('?include_name=true');
    const response = await importSeries(bob.token, bundle);
    expect(response.status, await response.clone().text()).toBe(201);
    const answer = (await response.json()) as { id: number; existing: boolean };
    expect(answer.existing).toBe(false);

    const client = (await (
      await call(server, 'GET', `/api/client/${answer.id}`, { token: bob.token })
    ).json()) as {
      display_name: string;
      team_id: number | null;
    };
    expect(client).toMatchObject({ display_name: '정하늘', team_id: null });

    const imported = await evaluationsOf(bob.token, answer.id);
    expect(imported.map((evaluation) => evaluation.evaluation_date)).toEqual(['2024-03-01', '2024-06-01']);
    const originals = [documentIds[1]!, documentIds[0]!];
    for (const [index, evaluation] of imported.entries()) {
      const original = await importDocument(server, alice.token, originals[index]!);
      const copy = await importDocument(server, bob.token, evaluation.id);
      expect(copy.data).toEqual(original.data);
      expect(copy.info).toEqual(original.info);
      expect(copy.client_id).toBe(answer.id);
    }

    const goalsResponse = await call(server, 'GET', `/api/client/${answer.id}/goals`, { token: bob.token });
    expect(((await goalsResponse.json()) as { goals: Record<string, string> }).goals).toMatchObject({
      ...goals,
      service_program: '',
      cycle_2: '',
    });
  });

  it('a second import of the same series makes nothing new, with or without an Idempotency-Key', async () => {
    // Bob has this client from the round trip (its Patient identifier would find it): a new account.
    const dave = await registerUser(server);
    const bundle = await exportSeries();
    const first = await importSeries(dave.token, bundle);
    expect(first.status, await first.clone().text()).toBe(201);
    const { id, document_ids: made } = (await first.json()) as { id: number; document_ids: number[] };
    expect(made).toHaveLength(2);
    const counts = [await count('clients', dave), await count('documents', dave)];

    const again = await importSeries(dave.token, bundle);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, existing: true, document_ids: made });
    const keyed = await importSeries(dave.token, bundle, { 'Idempotency-Key': randomUUID() });
    expect(keyed.status).toBe(200);
    expect(await keyed.json()).toEqual({ id, existing: true, document_ids: made });
    expect([await count('clients', dave), await count('documents', dave)]).toEqual(counts);

    // Pseudonymous: the client is named with the neutral word, never with the name.
    const client = (await (await call(server, 'GET', `/api/client/${id}`, { token: dave.token })).json()) as {
      display_name: string;
    };
    expect(client.display_name).toBe('the client');
    expect(await evaluationsOf(dave.token, id)).toHaveLength(2);
  });

  it('refuses a broken series whole, naming each place, and stores nothing of it', async () => {
    const bundle = await exportSeries();
    const counts = [await count('clients', bob), await count('documents', bob)];
    const broken = structuredClone(bundle);
    broken.identifier!.value = randomUUID();
    const targets = resourcesOf(broken, 'Goal').filter((goal) => goal.addresses !== undefined);
    targets[0]!.addresses = [{ reference: 'urn:uuid:nowhere' }];
    const response = await importSeries(bob.token, broken);
    expect(response.status).toBe(422);
    const targetIndex = broken.entry!.findIndex((item) => item.resource === targets[0]);
    expect(Object.keys(((await response.json()) as { errors: object }).errors)).toEqual([
      `entry.${targetIndex}.resource`,
    ]);

    // A category the server does not serve, in the second evaluation: named at its place in the series.
    const unknown = structuredClone(bundle);
    unknown.identifier!.value = randomUUID();
    const observationIndex = unknown.entry!.findIndex(
      (item) =>
        item.resource?.resourceType === 'Observation' &&
        (item.resource as fhir4.Observation).code.coding?.[0]?.code === 'b152',
    );
    (unknown.entry![observationIndex]!.resource as fhir4.Observation).code.coding = [
      { system: 'http://hl7.org/fhir/sid/icf', code: 'b9999' },
    ];
    const unknownResponse = await importSeries(bob.token, unknown);
    expect(unknownResponse.status).toBe(422);
    expect(Object.keys(((await unknownResponse.json()) as { errors: object }).errors)).toEqual([
      `entry.${observationIndex}.resource.code`,
    ]);
    expect([await count('clients', bob), await count('documents', bob)]).toEqual(counts);

    // An Observation before any Composition, and two Patients.
    const disordered = structuredClone(bundle);
    const patient = disordered.entry![0]!;
    const firstObservation = disordered.entry!.findIndex(
      (item) => item.resource?.resourceType === 'Observation',
    );
    const observation = disordered.entry!.splice(firstObservation, 1)[0]!;
    disordered.entry = [patient, observation, patient, ...disordered.entry!.slice(1)];
    const order = await importSeries(bob.token, disordered);
    expect(order.status).toBe(422);
    expect(Object.keys(((await order.json()) as { errors: object }).errors).sort()).toEqual([
      'entry.1.resource',
      'entry.2.resource.resourceType',
    ]);
  });

  it('is bounded: too many evaluations, too large a body, and nobody else’s', async () => {
    const bundle = await exportSeries();
    const filler = { resource: { resourceType: 'Composition' } };
    const manyEvaluations = await importSeries(bob.token, {
      ...bundle,
      entry: [bundle.entry![0], ...Array.from({ length: fhirSeriesEvaluationsMax + 1 }, () => filler)],
    });
    expect(manyEvaluations.status).toBe(422);
    expect(Object.keys(((await manyEvaluations.json()) as { errors: object }).errors)).toEqual(['entry']);

    const big = await importSeries(bob.token, { ...bundle, padding: 'x'.repeat(17 * 1024 * 1024) });
    expect(big.status).toBe(413);
    expect((await call(server, 'POST', '/api/client/import-fhir', { body: bundle })).status).toBe(401);
  });

  it('joins the client the account already has, adding only the evaluations it lacks; again, nothing new', async () => {
    // Alice's own series, back into her account: her client, her documents, nothing stored.
    const own = await importSeries(alice.token, await exportSeries());
    expect(own.status, await own.clone().text()).toBe(200);
    expect(await own.json()).toEqual({
      id: clientId,
      existing: true,
      document_ids: [documentIds[1], documentIds[0]],
    });
    expect(await count('clients', alice)).toBe(1);

    // Carol imports the series, changes a goal, and later imports a newer export of the same client.
    const carol = await registerUser(server);
    const first = await importSeries(carol.token, await exportSeries('?include_name=true'));
    expect(first.status).toBe(201);
    const { id, document_ids: made } = (await first.json()) as { id: number; document_ids: number[] };
    const carolGoals = { ...goals, global: 'Carol’s wording of the global goal' };
    expect(
      (await call(server, 'PUT', `/api/client/${id}/goals`, { token: carol.token, body: carolGoals })).status,
    ).toBe(200);
    const third = await saveDocumentOk(server, alice.token, {
      ...sampleDocument({
        client: '정하늘',
        evaluation_date: '2024-09-01',
        data: { d450: entry({ q1: '1', related_goals: ['service_program'] }) },
      }),
      client_id: clientId,
    });
    await call(server, 'PUT', `/api/client/${clientId}/goals`, {
      token: alice.token,
      body: { ...goals, service_program: 'Go home by October' },
    });
    const newer = await exportSeries('?include_name=true');
    const counts = [await count('clients', carol), await count('documents', carol)];
    const second = await importSeries(carol.token, newer);
    expect(second.status, await second.clone().text()).toBe(201);
    const answer = (await second.json()) as { id: number; existing: boolean; document_ids: number[] };
    expect(answer.id).toBe(id);
    expect(answer.existing).toBe(false);
    expect(answer.document_ids.slice(0, 2)).toEqual(made);
    expect(answer.document_ids).toHaveLength(3);
    expect([await count('clients', carol), await count('documents', carol)]).toEqual([
      counts[0],
      counts[1]! + 1,
    ]);
    const added = await importDocument(server, carol.token, answer.document_ids[2]!);
    expect(added.data).toEqual((await importDocument(server, alice.token, third)).data);
    expect(added.client_id).toBe(id);
    // Carol's own goal stays; the goal her client lacked comes from the series.
    const goalsResponse = await call(server, 'GET', `/api/client/${id}/goals`, { token: carol.token });
    expect(((await goalsResponse.json()) as { goals: Record<string, string> }).goals).toMatchObject({
      global: carolGoals.global,
      service_program: 'Go home by October',
      cycle_1: goals.cycle_1,
    });

    // The same newer Bundle again, and the series imported by Carol exported back from Carol: nothing new.
    const again = await importSeries(carol.token, newer);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ ...answer, existing: true });
    expect(await count('documents', carol)).toBe(counts[1]! + 1);
  });
});
