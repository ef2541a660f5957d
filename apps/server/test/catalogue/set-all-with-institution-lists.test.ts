import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coreSetGroupsSchema, type CoreSetGroup } from '@icf/shared';
import { createCatalogueReference } from '../../src/features/catalogue/catalogue-reference';
import { importInstitutionCoreSets } from '../../src/features/catalogue/import-institution-core-sets';
import { withdrawInstitutionCoreSet } from '../../src/features/catalogue/withdraw-institution-core-set';
import { testDatabaseKinds } from '../support/test-databases';
import { loadTestIcfData, startTestServer, type TestServer } from '../support/test-server';
import { fixtureSet, jsonFile } from './catalogue-files';

describe.each(testDatabaseKinds)('GET /api/set/all with institution lists on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const setAll = async () => {
    const response = await server.request('/api/set/all');
    expect(response.status).toBe(200);
    return { response, groups: coreSetGroupsSchema.parse(await response.json()) as CoreSetGroup[] };
  };

  it('serves an imported list in its group beside the official ones, until it is withdrawn', async () => {
    const before = await setAll();
    expect(before.response.headers.get('etag')).toBeTruthy();
    const officialIds = before.groups.flatMap((group) => group.sets.map((set) => set.id));

    const reference = createCatalogueReference(await loadTestIcfData());
    const outcome = await importInstitutionCoreSets(server.database.db, reference, jsonFile([fixtureSet()]));
    expect(outcome.accepted).toBe(true);

    const after = await setAll();
    // A visitor's answer holds nothing personal: public, so the service worker may keep it (decision 0026).
    expect(after.response.headers.get('cache-control')).toBe('no-cache');
    const neurological = after.groups.find((group) => group.key === 'neurological')!;
    const imported = neurological.sets.find((set) => set.provenance.kind === 'institution')!;
    expect(imported).toMatchObject({
      id: outcome.createdSetIds[0],
      condition: 'fixture-a',
      context: 'post-acute',
      codes: ['b130', 'd450'],
      provenance: { kind: 'institution', source: 'Test fixture, not a publication' },
    });
    // Official lists are untouched, and no visitor gets a "My sets" group.
    const afterIds = after.groups.flatMap((group) => group.sets.map((set) => set.id));
    expect(afterIds.filter((id) => !id.startsWith('institution-'))).toEqual(officialIds);
    expect(after.groups.map((group) => group.key)).not.toContain('personal');

    await withdrawInstitutionCoreSet(server.database.db, {
      id: outcome.createdSetIds[0]!,
      withdrawnBy: 'admin@example.org',
    });
    const withdrawn = await setAll();
    expect(withdrawn.groups.flatMap((group) => group.sets.map((set) => set.id))).toEqual(officialIds);
  });
});
