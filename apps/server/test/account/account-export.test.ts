import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerInEnglish, call, registerUser, type RegisteredUser } from '../support/auth-api';
import { expectValidFhir } from '../support/fhir-validator';
import { testDatabaseKinds } from '../support/test-databases';
import { startTestServer, type TestServer } from '../support/test-server';
import { createApiTokenOk } from '../api-tokens/api-token-api';
import { createPersonalCoreSetOk } from '../core-sets/personal-core-set-api';
import { createTeamOk } from '../teams/team-api';
import { entry, sampleDocument, saveDocumentOk } from '../documents/document-api';

describe.each(testDatabaseKinds)('downloading all of one’s data on %s', (kind) => {
  let server: TestServer;
  let alice: RegisteredUser;
  let bob: RegisteredUser;
  let folder: string;
  let updatedId: number;
  let deletedId: number;
  let plainId: number;
  let clientId: number;
  let apiToken: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    folder = mkdtempSync(path.join(tmpdir(), 'icf-account-export-'));
    alice = await registerUser(server, { name: '김치료사' });
    bob = await registerUser(server, { name: 'Bob Other' });
    const created = await answerInEnglish<{ id: number }>(server, 'POST', '/api/client', alice.token, {
      display_name: '박지민',
      chart_number: 'A-17',
      birth_year: 1958,
      note: '왼쪽 편마비',
    });
    clientId = created.body.id;
    await call(server, 'PUT', `/api/client/${clientId}/goals`, {
      token: alice.token,
      body: { global: '집으로 돌아가 혼자 생활하기', cycle_2: '보조 없이 10 m 걷기' },
    });
    const goal = { slot: 'q1' as const, value: '1', date: '2026-06-30' };
    updatedId = await saveDocumentOk(
      server,
      alice.token,
      sampleDocument({ client_id: clientId, data: { b280: entry({ q1: '3', desc: '어깨 통증', goal }) } }),
    );
    await saveDocumentOk(server, alice.token, {
      id: updatedId,
      ...sampleDocument({
        client_id: clientId,
        description: '재평가',
        data: { b280: entry({ q1: '2', goal }) },
      }),
    });
    plainId = await saveDocumentOk(server, alice.token, sampleDocument());
    deletedId = await saveDocumentOk(server, alice.token, sampleDocument({ description: '지운 문서' }));
    await call(server, 'POST', '/api/document/update', {
      token: alice.token,
      body: { id: deletedId, column: 'deleted_at' },
    });
    await createPersonalCoreSetOk(server, alice.token);
    await call(server, 'POST', '/api/feedback', {
      token: alice.token,
      body: { category: 'question', message: 'PDF를 어떻게 인쇄하나요?', email: alice.email },
    });
    await saveDocumentOk(server, bob.token, sampleDocument({ description: 'Bob’s own' }));
    apiToken = (await createApiTokenOk(server, alice.token, ['documents:read'], { name: 'EMR sync' })).token;
    await createTeamOk(server, alice, '재활 3병동', 'physiotherapy');
  });
  afterAll(async () => {
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** Downloads the ZIP, checks it with unzip and unpacks it; answers the folder it went to. */
  async function downloadAndUnzip(token: string, locale: 'en' | 'kr', name: string): Promise<string> {
    const response = await call(server, 'GET', '/api/settings/export', { token, locale });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="icf-my-data-.+\.zip"$/,
    );
    const file = path.join(folder, `${name}.zip`);
    writeFileSync(file, Buffer.from(await response.arrayBuffer()));
    // A standard unzip reads it: -t tests every entry's CRC.
    expect(execFileSync('unzip', ['-t', file], { encoding: 'utf8' })).toContain('No errors detected');
    const target = path.join(folder, name);
    execFileSync('unzip', ['-q', file, '-d', target]);
    return target;
  }

  it('holds every kind of the account’s data, each FHIR file valid, the CSV as the CSV export', async () => {
    const dir = await downloadAndUnzip(alice.token, 'kr', 'alice');
    const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
    expect(readdirSync(dir).sort()).toEqual([
      'README.txt',
      'account.json',
      'api-tokens.json',
      'clients.json',
      'documents.csv',
      'feedback.json',
      'fhir',
      'goals.csv',
      'personal-core-sets.json',
      'self-reports.json',
      'suggestions.json',
      'teams.json',
      'versions',
    ]);
    expect(read('README.txt')).toContain('김치료사 님 계정의 모든 데이터');
    expect(read('README.txt')).toContain('api-tokens.json       개인 액세스 토큰');
    expect(read('README.txt')).toContain('teams.json            속한 팀');
    expect(JSON.parse(read('account.json'))).toMatchObject({ name: '김치료사', email: alice.email });

    // Live documents as FHIR (the deleted one is not live), each valid R4 with the client's name.
    expect(readdirSync(path.join(dir, 'fhir')).sort()).toEqual(
      [updatedId, plainId].map((id) => `document-${id}.json`).sort(),
    );
    for (const file of readdirSync(path.join(dir, 'fhir'))) {
      const bundle = JSON.parse(read(path.join('fhir', file))) as { resourceType: string };
      expect(bundle.resourceType).toBe('Bundle');
      expectValidFhir(bundle);
    }
    expect(read(`fhir/document-${updatedId}.json`)).toContain('박지민');

    // The CSV is byte for byte the dashboard's CSV export.
    const csv = await call(server, 'GET', '/api/document/export.csv', { token: alice.token });
    expect(readFileSync(path.join(dir, 'documents.csv'))).toEqual(Buffer.from(await csv.arrayBuffer()));

    // Every saved version of every document not purged, the deleted one included.
    expect(readdirSync(path.join(dir, 'versions')).sort()).toEqual(
      [updatedId, plainId, deletedId].map((id) => `document-${id}.json`).sort(),
    );
    const versions = JSON.parse(read(`versions/document-${updatedId}.json`)) as {
      versions: { version: number; info: { description: string } }[];
    };
    expect(versions.versions.map((version) => [version.version, version.info.description])).toEqual([
      [1, '초기 평가 — first visit'],
      [2, '재평가'],
    ]);
    expect(JSON.parse(read(`versions/document-${deletedId}.json`))).toMatchObject({
      deleted_at: expect.any(String),
    });

    expect(read('goals.csv')).toContain(`${updatedId},박지민,2024-03-26,b280,q1,1,2026-06-30`);
    expect(JSON.parse(read('clients.json'))).toEqual([
      expect.objectContaining({
        id: clientId,
        display_name: '박지민',
        note: '왼쪽 편마비',
        goals: expect.objectContaining({
          global: '집으로 돌아가 혼자 생활하기',
          service_program: '',
          cycle_2: '보조 없이 10 m 걷기',
        }),
        goal_versions: [
          {
            version: 1,
            goals: expect.objectContaining({ global: '집으로 돌아가 혼자 생활하기', cycle_1: '' }),
            created_at: expect.any(String),
          },
        ],
        // The client's first goal cycle, open (decision record 0056).
        cycles: [expect.objectContaining({ number: 1, closed_at: null, consent: 'pending', results: [] })],
      }),
    ]);
    expect(JSON.parse(read('personal-core-sets.json'))).toEqual([
      expect.objectContaining({ name: 'Shoulder pain, outpatient' }),
    ]);
    expect(JSON.parse(read('feedback.json'))).toEqual([
      expect.objectContaining({ message: 'PDF를 어떻게 인쇄하나요?', status: 'new' }),
    ]);
    expect(JSON.parse(read('suggestions.json'))).toEqual([]);
    // The personal access tokens without their secret or its hash; the teams with the account's role.
    expect(JSON.parse(read('api-tokens.json'))).toEqual([
      {
        id: expect.any(Number),
        name: 'EMR sync',
        abilities: ['documents:read'],
        created_at: expect.any(String),
        expires_at: expect.any(String),
        last_used_at: null,
      },
    ]);
    const tokenHash = createHash('sha256').update(apiToken).digest('hex');
    const allText = readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(json|csv|txt)$/.test(file))
      .map(read)
      .join('\n');
    expect(allText).not.toContain(apiToken.slice(-40));
    expect(allText).not.toContain(tokenHash);
    expect(JSON.parse(read('teams.json'))).toEqual([
      expect.objectContaining({
        name: '재활 3병동',
        role: 'owner',
        discipline: 'physiotherapy',
        member_count: 1,
      }),
    ]);
    // Nothing of another account.
    const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      /\.(json|csv)$/.test(file),
    );
    expect(files.filter((file) => read(file).includes('Bob'))).toEqual([]);
  });

  it('writes the README in English for an English request, and asks a visitor to sign in', async () => {
    const dir = await downloadAndUnzip(bob.token, 'en', 'bob');
    const readme = readFileSync(path.join(dir, 'README.txt'), 'utf8');
    expect(readme).toContain('ICF Core Sets: all data of the account of Bob Other');
    expect(readme).toContain('api-tokens.json       your personal access tokens');
    expect(readme).toContain('teams.json            the teams you belong to');
    expect(JSON.parse(readFileSync(path.join(dir, 'teams.json'), 'utf8'))).toEqual([]);
    expect((await call(server, 'GET', '/api/settings/export')).status).toBe(401);
  });

  it('is limited to a few exports an hour per account', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const response = await call(server, 'GET', '/api/settings/export', { token: bob.token, locale: 'en' });
      statuses.push(response.status);
      await response.arrayBuffer();
    }
    // Bob exported once above: four more pass, the sixth is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
