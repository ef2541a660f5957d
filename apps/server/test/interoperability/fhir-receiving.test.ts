import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import type * as fhir4 from 'fhir/r4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectCodeSystemIds } from '@icf/shared';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { expectValidFhir } from '../support/fhir-validator';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { entry, importDocument, sampleDocument, saveDocumentOk } from '../documents/document-api';
import { exportFhirOk, importFhir, observationOf, resourcesOf } from './fhir-api';

/** What a receiving system needs beyond a valid Bundle (decision record 0048). */

const appUrl = 'http://localhost:8080';
const icfSystem = 'http://hl7.org/fhir/sid/icf';
const absentSystem = 'http://terminology.hl7.org/CodeSystem/data-absent-reason';
const codeSystemUrl = (id: string) => `${appUrl}/api/fhir/CodeSystem/${id}`;

/** Written by the exporter as it was before decision 0048 (URN systems, every qualifier a valueInteger). */
const legacyBundle = JSON.parse(
  readFileSync(new URL('./fixtures/bundle-exported-before-0048.fhir.json', import.meta.url), 'utf8'),
) as fhir4.Bundle;

/** 8 and 9 on every kind of qualifier, an ICF-CY category and one of a later WHO update. */
const ratedDocument = sampleDocument({
  data: {
    ...sampleDocument().data,
    b152: entry({ q1: '8' }),
    s760: entry({ q1: '9', q2: '8', q3: '9' }),
    d455: entry({ q1: '9', q2: '8' }),
    e355: entry({ q1: '+8' }),
    e1101: entry({ q1: '9' }),
    b125: entry({ q1: '1' }),
    b1143: entry({ q1: '2' }),
  },
});

const qualifierKinds = ['extent', 'nature', 'location', 'performance', 'capacity', 'barrier', 'facilitator'];

function qualifierComponents(observation: fhir4.Observation): fhir4.ObservationComponent[] {
  return (observation.component ?? []).filter((part) =>
    qualifierKinds.includes(part.code.coding?.[0]?.code ?? ''),
  );
}

describe.each(testDatabaseKinds)('FHIR for a receiving system on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let documentId: number;
  beforeAll(async () => {
    server = await startTestServer(kind);
    alice = await registerUser(server);
    bob = await registerUser(server);
    documentId = await saveDocumentOk(server, alice.token, ratedDocument);
  });
  afterAll(() => server.close());

  const documentCount = async (user: RegisteredUser) =>
    (
      (await server.database.executeSql(
        'select count(*)::int as count from documents d join users u on u.id = d.user_id where u.email = $1',
        [user.email],
      )) as { rows: { count: number }[] }
    ).rows[0]!.count;

  it('codes every ICF category with the release its data follows, and says what kind of observation it is', async () => {
    const bundle = await exportFhirOk(server, alice.token, documentId);
    expect(observationOf(bundle, 'b280').code.coding).toEqual([
      { system: icfSystem, version: '2005', code: 'b280', display: 'Sensation of pain' },
    ]);
    // An ICF-CY category names the ICF-CY edition it comes from.
    expect(observationOf(bundle, 'b125').code.coding?.[0]).toMatchObject({
      system: icfSystem,
      version: 'ICF-CY 2007',
      code: 'b125',
    });
    // A category of a later WHO update: the data names no release for it, so none is claimed.
    expect(observationOf(bundle, 'b1143').code.coding?.[0]?.version).toBeUndefined();
    for (const [code, component, display] of [
      ['b280', 'b', 'Body functions'],
      ['s750', 's', 'Body structures'],
      ['d450', 'd', 'Activities and participation'],
      ['e310', 'e', 'Environmental factors'],
    ] as const) {
      expect(observationOf(bundle, code).category).toEqual([
        { coding: [{ system: icfSystem, version: '2005', code: component, display }], text: display },
      ]);
    }
  });

  it('sends magnitudes 0–4 as numbers, nature and location as codes, 8 and 9 as absent values', async () => {
    const bundle = await exportFhirOk(server, alice.token, documentId);
    for (const observation of resourcesOf(bundle, 'Observation')) {
      for (const part of qualifierComponents(observation)) {
        if (part.valueInteger !== undefined) expect([0, 1, 2, 3, 4]).toContain(part.valueInteger);
      }
    }
    const structure = qualifierComponents(observationOf(bundle, 's750'));
    expect(structure.map((part) => part.code.coding?.[0]?.system)).toEqual(
      Array(3).fill(codeSystemUrl('qualifier-kind')),
    );
    expect(structure[0]!.valueInteger).toBe(1);
    expect(structure[1]!.valueCodeableConcept).toEqual({
      coding: [
        {
          system: codeSystemUrl('structure-nature'),
          code: '7',
          display: 'Qualitative changes in structure, including accumulation of fluid',
        },
      ],
    });
    expect(structure[2]!.valueCodeableConcept).toEqual({
      coding: [{ system: codeSystemUrl('structure-location'), code: '2', display: 'Left' }],
    });

    const absent = (code: string) =>
      qualifierComponents(observationOf(bundle, code)).map((part) => [
        part.code.coding?.[0]?.code,
        part.dataAbsentReason?.coding?.[0]?.system === absentSystem
          ? part.dataAbsentReason.coding[0]!.code
          : part,
      ]);
    expect(absent('b152')).toEqual([['extent', 'unknown']]);
    expect(absent('s760')).toEqual([
      ['extent', 'not-applicable'],
      ['nature', 'unknown'],
      ['location', 'not-applicable'],
    ]);
    expect(absent('d455')).toEqual([
      ['performance', 'not-applicable'],
      ['capacity', 'unknown'],
    ]);
    expect(absent('e355')).toEqual([['facilitator', 'unknown']]);
    expect(absent('e1101')).toEqual([['barrier', 'not-applicable']]);
  });

  it('round-trips every rating, and still imports a Bundle exported before the change', async () => {
    const original = await importDocument(server, alice.token, documentId);
    const bundle = await exportFhirOk(server, alice.token, documentId, '?include_name=true');
    const response = await importFhir(server, bob.token, bundle);
    expect(response.status, await response.clone().text()).toBe(201);
    const imported = await importDocument(server, bob.token, ((await response.json()) as { id: number }).id);
    expect(imported.data).toEqual(original.data);
    expect(imported.info).toEqual(original.info);

    const legacy = await importFhir(server, bob.token, legacyBundle);
    expect(legacy.status, await legacy.clone().text()).toBe(201);
    const fromLegacy = await importDocument(server, bob.token, ((await legacy.json()) as { id: number }).id);
    expect(fromLegacy.info.description).toBe('exported before 0048');
    expect(fromLegacy.info.manager).toBe('Lee, PT');
    const ratings = Object.fromEntries(
      Object.entries(fromLegacy.data).map(([code, value]) => [code, [value.q1, value.q2, value.q3]]),
    );
    expect(ratings).toEqual({
      b280: ['2', '', ''],
      b152: ['8', '', ''],
      b130: ['', '', ''],
      s750: ['1', '7', '2'],
      s760: ['9', '8', '9'],
      d450: ['3', '2', ''],
      d455: ['', '1', ''],
      e310: ['+2', '', ''],
      e355: ['+8', '', ''],
      e1101: ['9', '', ''],
    });
  });

  it('sends the client goals a category relates to as components in the served client-goal system, and reads them back', async () => {
    const related = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        data: {
          d450: entry({ q1: '3', related_goals: ['global', 'cycle_2'] }),
          b280: entry({ related_goals: ['service_program'] }),
          e310: entry({ q1: '+1' }),
        },
      }),
    );
    const bundle = await exportFhirOk(server, alice.token, related);
    const goalsOf = (code: string) =>
      (observationOf(bundle, code).component ?? [])
        .filter((part) => part.code.coding?.[0]?.system === codeSystemUrl('client-goal'))
        .map((part) => [part.code.coding![0]!.code, part.valueBoolean]);
    expect(goalsOf('d450')).toEqual([
      ['global', true],
      ['cycle_2', true],
    ]);
    expect(goalsOf('b280')).toEqual([['service_program', true]]);
    expect(goalsOf('e310')).toEqual([]);

    const response = await importFhir(server, bob.token, bundle);
    expect(response.status, await response.clone().text()).toBe(201);
    const imported = await importDocument(server, bob.token, ((await response.json()) as { id: number }).id);
    expect(imported.data.d450!.related_goals).toEqual(['global', 'cycle_2']);
    expect(imported.data.b280!.related_goals).toEqual(['service_program']);
    expect(imported.data.e310!.related_goals).toBeUndefined();
    expect(imported.data).toEqual((await importDocument(server, alice.token, related)).data);

    // A goal id no client goal has is refused at its place, as an unknown component is.
    const unknown = structuredClone(bundle);
    unknown.identifier!.value = randomUUID();
    const observation = resourcesOf(unknown, 'Observation').find(
      (item) => item.code.coding?.[0]?.code === 'b280',
    )!;
    observation.component![0]!.code.coding![0]!.code = 'cycle_9';
    const refused = await importFhir(server, bob.token, unknown);
    expect(refused.status).toBe(422);
    const index = unknown.entry!.findIndex((item) => item.resource === observation);
    expect(Object.keys(((await refused.json()) as { errors: object }).errors)).toEqual([
      `entry.${index}.resource.component.0.code`,
    ]);
  });

  it('serves its own code systems at their canonical URLs, public and cacheable, valid FHIR', async () => {
    const bundle = await exportFhirOk(server, alice.token, documentId, '?include_name=true');
    // Every code of the project's systems that the export uses is defined by the system it names.
    const used = new Map<string, Set<string>>();
    const note = (coding: fhir4.Coding | undefined) => {
      if (!coding?.system?.startsWith(appUrl)) return;
      if (!used.has(coding.system)) used.set(coding.system, new Set());
      used.get(coding.system)!.add(coding.code!);
    };
    for (const observation of resourcesOf(bundle, 'Observation')) {
      for (const part of observation.component ?? []) {
        note(part.code.coding?.[0]);
        note(part.valueCodeableConcept?.coding?.[0]);
      }
    }
    for (const section of resourcesOf(bundle, 'Composition')[0]!.section ?? [])
      note(section.code?.coding?.[0]);
    // All but the client goals' system, which the series export uses (checked there).
    expect([...used.keys()].sort()).toEqual(
      projectCodeSystemIds
        .filter((id) => id !== 'client-goal')
        .map(codeSystemUrl)
        .sort(),
    );

    for (const id of projectCodeSystemIds) {
      const response = await call(server, 'GET', `/api/fhir/CodeSystem/${id}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
      const codeSystem = (await response.json()) as fhir4.CodeSystem;
      expectValidFhir(codeSystem);
      expect(codeSystem.url).toBe(codeSystemUrl(id));
      expect(codeSystem.count).toBe(codeSystem.concept!.length);
      const defined = new Set(codeSystem.concept!.map((concept) => concept.code));
      for (const code of used.get(codeSystem.url!) ?? []) expect(defined).toContain(code);

      const etag = response.headers.get('etag')!;
      const again = await call(server, 'GET', `/api/fhir/CodeSystem/${id}`, {
        headers: { 'If-None-Match': etag },
      });
      expect(again.status).toBe(304);
    }
    expect((await call(server, 'GET', '/api/fhir/CodeSystem/icf')).status).toBe(404);
  });

  it('names one client with one Patient identifier in every evaluation, with or without the name', async () => {
    const created = await call(server, 'POST', '/api/client', {
      token: alice.token,
      body: { display_name: '박지영' },
    });
    expect(created.status).toBe(201);
    const client = (await created.json()) as { id: number };
    const first = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client: '박지영', client_id: client.id }),
    );
    const second = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client: '박지영', client_id: client.id, evaluation_date: '2024-05-02' }),
    );
    const identifiers = [];
    for (const [id, query] of [
      [first, ''],
      [second, ''],
      [first, '?include_name=true'],
      [second, '?include_name=true'],
    ] as const) {
      const bundle = await exportFhirOk(server, alice.token, id, query);
      identifiers.push(resourcesOf(bundle, 'Patient')[0]!.identifier);
      expect(bundle.identifier?.system).toBe(`${appUrl}/api/fhir/identifier/bundle`);
      expect(resourcesOf(bundle, 'Composition')[0]!.identifier?.system).toBe(
        `${appUrl}/api/fhir/identifier/document`,
      );
    }
    const [identifier] = identifiers[0]!;
    expect(identifier!.system).toBe(`${appUrl}/api/fhir/identifier/client`);
    // Opaque: a random UUID, nothing that counts clients.
    expect(identifier!.value).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    for (const other of identifiers) expect(other).toEqual([identifier]);

    // A document without a client has no identifier to give.
    const unrelated = await exportFhirOk(server, alice.token, documentId);
    expect(resourcesOf(unrelated, 'Patient')[0]!.identifier).toBeUndefined();
  });

  it('an imported document joins the importing account’s client the Patient identifier names, and no other', async () => {
    const created = await call(server, 'POST', '/api/client', {
      token: alice.token,
      body: { display_name: '김민수' },
    });
    const client = (await created.json()) as { id: number };
    const id = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client: '김민수', client_id: client.id, evaluation_date: '2024-07-01' }),
    );
    // Pseudonymous: the Patient has no name, only the identifier.
    const bundle = await exportFhirOk(server, alice.token, id);
    expect(resourcesOf(bundle, 'Patient')[0]!.name).toBeUndefined();

    const mine = await importFhir(server, alice.token, bundle);
    expect(mine.status, await mine.clone().text()).toBe(201);
    const linked = await importDocument(server, alice.token, ((await mine.json()) as { id: number }).id);
    expect(linked.client_id).toBe(client.id);
    expect(linked.info.client).toBe('김민수');

    // Bob has no client with that identifier (a client of his own is not it): the document has none.
    await call(server, 'POST', '/api/client', { token: bob.token, body: { display_name: '김민수' } });
    const theirs = await importFhir(server, bob.token, bundle);
    expect(theirs.status).toBe(201);
    const unlinked = await importDocument(server, bob.token, ((await theirs.json()) as { id: number }).id);
    expect(unlinked.client_id).toBeNull();
    expect(unlinked.info.client).toBe('');

    // An identifier in our system that is no UUID names nobody; it is no error either.
    const odd = structuredClone(bundle);
    odd.identifier!.value = randomUUID();
    resourcesOf(odd, 'Patient')[0]!.identifier![0]!.value = 'not-a-uuid';
    const oddResponse = await importFhir(server, alice.token, odd);
    expect(oddResponse.status, await oddResponse.clone().text()).toBe(201);
    const oddDocument = await importDocument(
      server,
      alice.token,
      ((await oddResponse.json()) as { id: number }).id,
    );
    expect(oddDocument.client_id).toBeNull();
  });

  it('a Bundle imported before makes nothing new: the answer is the existing document', async () => {
    const bundle = await exportFhirOk(server, alice.token, documentId);
    const first = await importFhir(server, bob.token, bundle);
    expect(first.status).toBe(201);
    const { id } = (await first.json()) as { id: number };
    const count = await documentCount(bob);

    const again = await importFhir(server, bob.token, bundle);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ id, existing: true });
    expect(await documentCount(bob)).toBe(count);

    // With an Idempotency-Key too; and for another user it is a first import.
    const keyed = await call(server, 'POST', '/api/document/import-fhir', {
      token: bob.token,
      body: bundle,
      headers: { 'Idempotency-Key': randomUUID() },
    });
    expect(keyed.status).toBe(200);
    expect(await keyed.json()).toEqual({ id, existing: true });
    expect(await documentCount(bob)).toBe(count);
    expect((await importFhir(server, alice.token, bundle)).status).toBe(201);

    // An identifier too long to keep as a key is a 422 naming it, never a database error.
    const long = await importFhir(server, bob.token, {
      ...bundle,
      identifier: { system: bundle.identifier!.system, value: '가'.repeat(256) },
    });
    expect(long.status).toBe(422);
    expect(Object.keys(((await long.json()) as { errors: object }).errors)).toEqual(['identifier.value']);

    // Once the document is deleted, the Bundle imports anew.
    const deleted = await call(server, 'POST', '/api/document/update', {
      token: bob.token,
      body: { id, column: 'deleted_at' },
    });
    expect(deleted.status).toBe(200);
    const anew = await importFhir(server, bob.token, bundle);
    expect(anew.status).toBe(201);
    expect(((await anew.json()) as { id: number }).id).not.toBe(id);
  });

  it('a pseudonymous export leaves no name typed anywhere in the document', async () => {
    const client = '홍길동';
    const manager = 'Jane Doe';
    const named = sampleDocument({
      client,
      manager,
      dx: `${client} 뇌졸중`,
      description: `First visit of ${client}`,
      perspective_bf: `${client}은 어깨 통증을 줄이고 싶다고 Jane에게 말했다.`,
      perspective_ap: `길동이가 걷기를 원함, ${manager} 관찰`,
      enviromental_factor: `${client}의 가족`,
      personal_factor: `Doe 선생님과 상담`,
      data: {
        b280: entry({ q1: '2', desc: `${client}님이 통증 호소 (${manager})` }),
        d450: entry({ q1: '3', desc: `walks with ${manager.toUpperCase()}` }),
      },
    });
    const id = await saveDocumentOk(server, alice.token, named);
    const bundle = await exportFhirOk(server, alice.token, id, '', 'kr');
    const text = JSON.stringify(bundle);
    for (const name of [client, '길동', manager, 'Jane', 'Doe']) expect(text).not.toContain(name);
    expect(text.toLowerCase()).not.toContain('jane');
    expect(resourcesOf(bundle, 'Composition')[0]!.author).toEqual([{ display: '치료사' }]);
    const perspective = resourcesOf(bundle, 'Composition')[0]!.section!.find(
      (section) => section.code?.coding?.[0]?.code === 'perspective_bf',
    );
    expect(perspective?.text?.div).toContain('대상자는 어깨 통증');

    // With the name asked for, the names stay.
    const withNames = JSON.stringify(await exportFhirOk(server, alice.token, id, '?include_name=true'));
    for (const name of [client, manager]) expect(withNames).toContain(name);
  });

  it('exports a client’s series as one Bundle: one Patient, the goals, every evaluation in date order with its targets', async () => {
    const created = await call(server, 'POST', '/api/client', {
      token: alice.token,
      body: { display_name: '최서연' },
    });
    const client = (await created.json()) as { id: number };
    const goals = await call(server, 'PUT', `/api/client/${client.id}/goals`, {
      token: alice.token,
      body: { global: '최서연이 집으로 돌아가 혼자 생활하기', cycle_1: 'Walk 50 m' },
    });
    expect(goals.status).toBe(200);
    const later = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client: '최서연',
        client_id: client.id,
        evaluation_date: '2024-06-01',
        description: 'second',
        data: { d450: entry({ q1: '2', goal: { slot: 'q1', value: '1', date: '2024-08-01' } }) },
      }),
    );
    const earlier = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({
        client: '최서연',
        client_id: client.id,
        evaluation_date: '2024-03-01',
        description: 'first',
        data: {
          d450: entry({ q1: '3', goal: { slot: 'q1', value: '1', date: '' } }),
          e310: entry({ q1: '+1', goal: { slot: 'q1', value: '+3', date: '' } }),
        },
      }),
    );
    const response = await call(server, 'GET', `/api/client/${client.id}/fhir`, {
      token: alice.token,
      locale: 'kr',
    });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/fhir+json; charset=utf-8');
    const bundle = (await response.json()) as fhir4.Bundle;
    expectValidFhir(bundle);
    expect(JSON.stringify(bundle)).not.toContain('최서연');
    expect(JSON.stringify(bundle)).not.toContain('서연');

    const types = bundle.entry!.map((item) => item.resource!.resourceType);
    expect(types).toEqual([
      'Patient',
      'Goal',
      'Goal',
      'Composition',
      'Observation',
      'Observation',
      'Goal',
      'Goal',
      'Composition',
      'Observation',
      'Goal',
    ]);
    const [patient] = resourcesOf(bundle, 'Patient');
    const single = await exportFhirOk(server, alice.token, earlier);
    expect(patient!.identifier).toEqual(resourcesOf(single, 'Patient')[0]!.identifier);
    const patientUrl = bundle.entry![0]!.fullUrl;
    for (const item of bundle.entry!.slice(1)) {
      expect((item.resource as { subject?: fhir4.Reference }).subject).toEqual({ reference: patientUrl });
    }

    // Date order, each Composition listing its own Observations.
    const compositions = resourcesOf(bundle, 'Composition');
    expect(compositions.map((composition) => composition.date)).toEqual(['2024-03-01', '2024-06-01']);
    const categories = compositions[0]!.section!.find((section) => section.title === 'ICF categories');
    expect(categories!.entry!.map((ref) => ref.reference)).toEqual([
      bundle.entry![4]!.fullUrl,
      bundle.entry![5]!.fullUrl,
    ]);

    const goalResources = resourcesOf(bundle, 'Goal');
    expect(goalResources[0]!.category![0]!.coding![0]!.code).toBe('global');
    const goalSystem = goalResources[0]!.category![0]!.coding![0]!.system!;
    expect(goalSystem).toBe(codeSystemUrl('client-goal'));
    const served = (await (
      await call(server, 'GET', new URL(goalSystem).pathname)
    ).json()) as fhir4.CodeSystem;
    expect(served.concept!.map((concept) => concept.code)).toEqual(
      expect.arrayContaining(['global', 'cycle_1']),
    );
    expect(goalResources[0]!.description.text).toBe('대상자가 집으로 돌아가 혼자 생활하기');
    expect(goalResources[1]!.description.text).toBe('Walk 50 m');
    // The targets: the category, the magnitude aimed for, the Observation they are about.
    expect(goalResources[2]!.target).toEqual([
      {
        measure: {
          coding: [{ system: icfSystem, version: '2005', code: 'd450', display: 'Walking' }],
          text: 'Performance',
        },
        detailInteger: 1,
      },
    ]);
    expect(goalResources[2]!.addresses).toEqual([{ reference: bundle.entry![4]!.fullUrl }]);
    // The kind of each target is its category: a facilitator reads apart from a barrier only there.
    expect(goalResources[2]!.category).toEqual([
      { coding: [{ system: codeSystemUrl('qualifier-kind'), code: 'performance', display: 'Performance' }] },
    ]);
    expect(goalResources[3]!.category![0]!.coding![0]!.code).toBe('facilitator');
    expect(goalResources[3]!.target![0]!.detailInteger).toBe(3);
    expect(goalResources[4]!.target![0]!.dueDate).toBe('2024-08-01');
    expect(later).not.toBe(earlier);

    // With the name: the client's name on the Patient; another user's client is a 404.
    const named = await call(server, 'GET', `/api/client/${client.id}/fhir?include_name=true`, {
      token: alice.token,
    });
    expect(resourcesOf((await named.json()) as fhir4.Bundle, 'Patient')[0]!.name).toEqual([
      { text: '최서연' },
    ]);
    expect((await call(server, 'GET', `/api/client/${client.id}/fhir`, { token: bob.token })).status).toBe(
      404,
    );
  });
});
