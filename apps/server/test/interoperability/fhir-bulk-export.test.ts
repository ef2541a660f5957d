import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type * as fhir4 from 'fhir/r4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, registerUser, type RegisteredUser } from '../support/auth-api';
import { hl7SchemaErrors, medplumErrors, expectValidFhir } from '../support/fhir-validator';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { fhirBulkPageSize } from '../../src/features/interoperability/export-account-fhir-bulk';
import { createApiTokenOk } from '../api-tokens/api-token-api';
import { entry, sampleDocument, saveDocumentOk } from '../documents/document-api';

/** The account's own data as FHIR Bulk Data NDJSON in one ZIP (decision record 0048). */

const clientName = '정하늘';
const managerName = '박재활';
const otherClientName = '오민준';

describe.each(testDatabaseKinds)('FHIR Bulk Data export of the account on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let folder: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    folder = mkdtempSync(path.join(tmpdir(), 'fhir-bulk-'));
    alice = await registerUser(server);
    bob = await registerUser(server);
    const created = await call(server, 'POST', '/api/client', {
      token: alice.token,
      body: { display_name: clientName },
    });
    const clientId = ((await created.json()) as { id: number }).id;
    await call(server, 'PUT', `/api/client/${clientId}/goals`, {
      token: alice.token,
      body: { global: `${clientName} lives at home`, cycle_1: 'Walk 50 m' },
    });
    for (const date of ['2024-03-01', '2024-06-01']) {
      await saveDocumentOk(server, alice.token, {
        ...sampleDocument({
          client: clientName,
          manager: managerName,
          evaluation_date: date,
          perspective_bf: `${clientName} wants less pain; ${managerName} agrees.`,
          data: {
            d450: entry({
              q1: '3',
              desc: `${clientName} walks with ${managerName}`,
              goal: { slot: 'q1', value: '1', date: '' },
              related_goals: ['global', 'cycle_1'],
            }),
            b280: entry({ q1: '8' }),
          },
        }),
        client_id: clientId,
      });
    }
    await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client: otherClientName, manager: managerName, description: 'without a client' }),
    );
    await saveDocumentOk(server, bob.token, sampleDocument({ client: 'Bob’s client', description: 'Bob’s' }));
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  let downloads = 0;
  /** Downloads the ZIP, checks it with unzip and unpacks it; answers the folder it went to. */
  async function exportBulk(token: string, query = ''): Promise<string> {
    const response = await call(server, 'GET', `/api/fhir/$export${query}`, { token, locale: 'en' });
    expect(response.status, await response.clone().text()).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="icf-fhir-export-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const name = `export-${++downloads}`;
    const file = path.join(folder, `${name}.zip`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    execFileSync('unzip', ['-q', file, '-d', path.join(folder, name)]);
    return path.join(folder, name);
  }
  const linesOf = (dir: string, file: string) =>
    readFileSync(path.join(dir, file), 'utf8')
      .split('\n')
      .filter((line, index, all) => line !== '' || index !== all.length - 1);

  it('writes one NDJSON file per resource type, every line a valid resource, and a manifest of them', async () => {
    const dir = await exportBulk(alice.token);
    expect(readdirSync(dir).sort()).toEqual([
      'Composition.ndjson',
      'Goal.ndjson',
      'Observation.ndjson',
      'Patient.ndjson',
      'manifest.json',
    ]);
    const byReference = new Map<string, fhir4.FhirResource>();
    const counts: Record<string, number> = {};
    for (const type of ['Patient', 'Goal', 'Composition', 'Observation']) {
      const lines = linesOf(dir, `${type}.ndjson`);
      counts[type] = lines.length;
      for (const line of lines) {
        // One resource per line, no pretty-printing (NDJSON).
        expect(line).not.toContain('\n');
        const resource = JSON.parse(line) as fhir4.FhirResource;
        expect(resource.resourceType).toBe(type);
        expect(medplumErrors(resource)).toEqual([]);
        expect(hl7SchemaErrors(resource)).toEqual([]);
        expectValidFhir(resource);
        expect(resource.id).toMatch(/^[0-9a-f-]{36}$/);
        expect(byReference.has(`${type}/${resource.id}`)).toBe(false);
        byReference.set(`${type}/${resource.id}`, resource);
      }
    }
    // Alice's client (one Patient, 2 goals, 2 evaluations with a target each) and her document without a
    // client (its own Patient); nothing of Bob's.
    expect(counts).toEqual({ Patient: 2, Goal: 4, Composition: 3, Observation: 2 + 2 + 6 });
    const everything = [...byReference.values()].map((resource) => JSON.stringify(resource)).join('\n');
    expect(everything).not.toContain('Bob’s');

    // Every reference resolves among the files: none is left as a Bundle-local urn:uuid.
    const references = [...everything.matchAll(/"reference":"([^"]+)"/g)].map((match) => match[1]!);
    expect(references.length).toBeGreaterThan(10);
    for (const reference of references) expect(byReference.has(reference), reference).toBe(true);
    const patients = [...byReference.values()].filter((resource) => resource.resourceType === 'Patient');
    const ofClient = patients.find((patient) => patient.identifier !== undefined)!;
    const compositions = [...byReference.values()].filter(
      (resource): resource is fhir4.Composition => resource.resourceType === 'Composition',
    );
    expect(
      compositions.filter((composition) => composition.subject?.reference === `Patient/${ofClient.id}`),
    ).toHaveLength(2);

    const manifest = JSON.parse(readFileSync(path.join(dir, 'manifest.json'), 'utf8')) as {
      transactionTime: string;
      request: string;
      requiresAccessToken: boolean;
      output: { type: string; url: string; count: number }[];
      error: unknown[];
    };
    expect(Date.parse(manifest.transactionTime)).not.toBeNaN();
    expect(manifest.request).toMatch(/\/api\/fhir\/\$export$/);
    expect(manifest.requiresAccessToken).toBe(false);
    expect(manifest.error).toEqual([]);
    expect(manifest.output).toEqual(
      ['Patient', 'Goal', 'Composition', 'Observation'].map((type) => ({
        type,
        url: `${type}.ndjson`,
        count: counts[type],
      })),
    );
  });

  it('is pseudonymous by default: no name typed anywhere survives; include_name=true keeps them', async () => {
    const pseudonymous = await exportBulk(alice.token);
    const files = readdirSync(pseudonymous).map((file) =>
      readFileSync(path.join(pseudonymous, file), 'utf8'),
    );
    for (const name of [clientName, managerName, otherClientName]) {
      expect(files.join('\n')).not.toContain(name);
    }
    const named = await exportBulk(alice.token, '?include_name=true');
    const patients = linesOf(named, 'Patient.ndjson').map((line) => JSON.parse(line) as fhir4.Patient);
    expect(patients.map((patient) => patient.name?.[0]?.text).sort()).toEqual(
      [clientName, otherClientName].sort(),
    );
  });

  it('reads the account a page at a time and leaves nothing out past a page', async () => {
    const carol = await registerUser(server);
    const pages = fhirBulkPageSize + 1;
    for (let index = 0; index < pages; index++) {
      const created = await call(server, 'POST', '/api/client', {
        token: carol.token,
        body: { display_name: `Client ${index}` },
      });
      expect(created.status).toBe(201);
      await saveDocumentOk(server, carol.token, sampleDocument({ data: { d450: entry({ q1: '1' }) } }));
    }
    const dir = await exportBulk(carol.token);
    const patients = linesOf(dir, 'Patient.ndjson').map((line) => JSON.parse(line) as fhir4.Patient);
    // One per client, and one per document without a client.
    expect(patients.filter((patient) => patient.identifier !== undefined)).toHaveLength(pages);
    expect(patients.filter((patient) => patient.identifier === undefined)).toHaveLength(pages);
    expect(new Set(patients.map((patient) => patient.identifier?.[0]?.value ?? patient.id)).size).toBe(
      2 * pages,
    );
    expect(linesOf(dir, 'Composition.ndjson')).toHaveLength(pages);
    expect(readdirSync(dir)).not.toContain('Goal.ndjson');
  });

  it('needs the export ability, and is limited to a few exports an hour per account', async () => {
    expect((await call(server, 'GET', '/api/fhir/$export')).status).toBe(401);
    const reader = await createApiTokenOk(server, bob.token, ['documents:read']);
    expect((await call(server, 'GET', '/api/fhir/$export', { token: reader.token })).status).toBe(403);
    const exporter = await createApiTokenOk(server, bob.token, ['export']);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const response = await call(server, 'GET', '/api/fhir/$export', { token: exporter.token });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(
      (await call(server, 'GET', '/api/fhir/$export?include_name=yes', { token: alice.token })).status,
    ).toBe(422);
  });
});
