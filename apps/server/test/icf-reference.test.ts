import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeMapSchema, coreSetGroupsSchema, type CodeMap, type CoreSetGroup } from '@icf/shared';
import { rawGet } from './support/raw-get';
import { testDatabaseKinds } from './support/test-databases';
import { icfDataDir, startTestServer, type TestServer } from './support/test-server';

const readData = <T>(file: string): T[] =>
  existsSync(path.join(icfDataDir, file))
    ? (JSON.parse(readFileSync(path.join(icfDataDir, file), 'utf8')) as T[])
    : [];
/** The classification and the ICF-CY categories beside it; both files may grow. */
const classification = [
  ...readData<{ code: string; kind: string }>('icf-classification.en.json'),
  ...readData<{ code: string; kind: string }>('icf-cy-additions.en.json'),
];
const cyAdditions = readData<{ code: string }>('icf-cy-additions.en.json');
interface CatalogueEntry {
  id: string;
  group: string;
  context: string;
  brief: string[] | null;
  comprehensive: string[] | null;
  verified: { brief: string; comprehensive: string };
}
/** The official catalogue: an entry of the ICF-CY file replaces the verified file's entry of the same id. */
const catalogue = [
  ...new Map(
    [
      ...readData<CatalogueEntry>('core-sets.verified.json'),
      ...readData<CatalogueEntry>('core-sets.icf-cy.json'),
    ].map((entry) => [entry.id, entry]),
  ).values(),
];
const verifiedValues = ['two-sources', 'one-source-counts-match'];

describe.each(testDatabaseKinds)('ICF reference data API on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  describe('GET /api/code/all', () => {
    let codes: CodeMap;
    beforeAll(async () => {
      const response = await server.request('/api/code/all');
      expect(response.status).toBe(200);
      codes = codeMapSchema.parse(await response.json());
    });

    it('serves every record of the classification, keyed by code', () => {
      expect(Object.keys(codes)).toHaveLength(classification.length);
      expect(Object.values(codes).filter((code) => code.kind === 'category')).toHaveLength(
        classification.filter((record) => record.kind === 'category').length,
      );
      for (const record of classification) expect(codes[record.code]?.code).toBe(record.code);
    });

    it('marks the ICF-CY categories, which have a Korean title and no definition', () => {
      for (const { code } of cyAdditions) {
        expect(codes[code]?.release, code).toBe('icf-cy');
        expect(codes[code]?.name_translation, code).not.toBe('');
        expect(codes[code]?.description, code).toBe('');
      }
      expect(codes.b280?.release).toBe('icf-2005');
    });

    it('gives the spec §3 fields, with sort_by by component', () => {
      expect(codes.b280).toMatchObject({
        code: 'b280',
        name: 'Sensation of pain',
        sort_by: '1',
        kind: 'category',
        parent: 'b2',
      });
      expect(codes.b280?.description).toMatch(/unpleasant feeling/);
      expect(codes.s730?.sort_by).toBe('2');
      expect(codes.d450?.sort_by).toBe('3');
      expect(codes.e310?.sort_by).toBe('5');
      expect(codes.b110?.inclusions).toMatch(/coma/);
      expect(codes.b110?.exclusions).toMatch(/b114/);
    });

    it('numbers ids in ICF order: component b, s, d, e, then depth first', () => {
      const byId = Object.values(codes).sort((a, b) => a.id - b.id);
      expect(byId[0]?.code).toBe('b');
      expect(byId.map((code) => code.code).slice(0, 4)).toEqual(['b', 'b1', 'b110', 'b1100']);
      expect(codes.b280!.id).toBeLessThan(codes.b2800!.id);
      expect(codes.b2804!.id).toBeLessThan(codes.b289!.id);
      expect(codes.b899!.id).toBeLessThan(codes.s!.id);
      expect(codes.s899!.id).toBeLessThan(codes.d!.id);
      expect(codes.d999!.id).toBeLessThan(codes.e!.id);
      expect(new Set(byId.map((code) => code.id)).size).toBe(byId.length);
    });

    it('carries an ETag and answers 304 to a matching If-None-Match', async () => {
      const first = await server.request('/api/code/all');
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^".+"$/);
      const second = await server.request('/api/code/all', { headers: { 'If-None-Match': etag! } });
      expect(second.status).toBe(304);
      expect(await second.text()).toBe('');
      const stale = await server.request('/api/code/all', { headers: { 'If-None-Match': '"stale"' } });
      expect(stale.status).toBe(200);
    });

    it('is compressed with brotli or gzip as the client accepts, and plain otherwise', async () => {
      const plain = await rawGet(`${server.baseUrl}/api/code/all`);
      expect(plain.headers['content-encoding']).toBeUndefined();
      // Brotli is made on the thread pool after start-up; until then gzip is served.
      let brotli = await rawGet(`${server.baseUrl}/api/code/all`, { 'Accept-Encoding': 'gzip, br' });
      for (let attempt = 0; attempt < 100 && brotli.headers['content-encoding'] !== 'br'; attempt++) {
        expect(brotli.headers['content-encoding']).toBe('gzip');
        await new Promise((resolve) => setTimeout(resolve, 50));
        brotli = await rawGet(`${server.baseUrl}/api/code/all`, { 'Accept-Encoding': 'gzip, br' });
      }
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.body.byteLength).toBeLessThan(plain.body.byteLength / 4);
      expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
      const gzip = await rawGet(`${server.baseUrl}/api/code/all`, { 'Accept-Encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    });
  });

  describe('GET /api/set/all', () => {
    let groups: CoreSetGroup[];
    beforeAll(async () => {
      const response = await server.request('/api/set/all');
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toBeTruthy();
      groups = coreSetGroupsSchema.parse(await response.json());
    });

    it('groups sets as spec §2: 0 and 1 without heading, then the four headed groups', () => {
      expect(groups.map((group) => [group.group, group.key, group.headed])).toEqual([
        [0, 'generic', false],
        [1, 'rehabilitation', false],
        [2, 'musculoskeletal', true],
        [3, 'cardiopulmonary', true],
        [4, 'neurological', true],
        [5, 'others', true],
      ]);
      // Group 6, "My sets", is for signed-in callers only.
    });

    it('serves exactly the catalogue entries that have a verified list', () => {
      const served = groups.flatMap((group) => group.sets.map((set) => set.id)).sort();
      const expected = catalogue
        .filter(
          (entry) =>
            (entry.brief && verifiedValues.includes(entry.verified.brief)) ||
            (entry.comprehensive && verifiedValues.includes(entry.verified.comprehensive)),
        )
        .map((entry) => entry.id)
        .sort();
      expect(served).toEqual(expected);
      expect(served).not.toContain('depression');
    });

    it('serves the verified codes of each set, in ICF order, with their sources', () => {
      const sets = groups.flatMap((group) => group.sets);
      const generic = sets.find((set) => set.id === 'generic');
      expect(generic?.codes).toEqual(['b130', 'b152', 'b280', 'd230', 'd450', 'd455', 'd850']);
      expect(generic?.name_translation).toBe('ICF 일반 세트');
      expect(groups[0]?.sets.map((set) => set.id)).toEqual(['generic']);
      expect(groups[1]?.sets.map((set) => set.id)).toEqual(['rehabilitation']);
      for (const set of sets) {
        const entry = catalogue.find((candidate) => candidate.id === set.id)!;
        const list = set.list === 'comprehensive' ? entry.comprehensive : entry.brief;
        expect([...set.codes].sort()).toEqual([...new Set(list)].sort());
        expect(set.sources.length).toBeGreaterThan(0);
      }
      const stroke = sets.find((set) => set.id === 'stroke');
      expect(stroke?.list).toBe('brief');
      expect(stroke?.codes).toHaveLength(18);
      const pain = sets.find((set) => set.id === 'chronic-widespread-pain');
      expect(pain?.list).toBe('comprehensive');
      expect(pain?.codes).toHaveLength(67);
    });

    it('shows every condition of the catalogue: served, or among its group’s unavailable ones', () => {
      const shown = groups.flatMap((group) => [
        ...group.sets.map((set) => `${group.key}:${set.condition}`),
        ...group.unavailable.map((condition) => `${group.key}:${condition.condition}`),
      ]);
      const groupKeyOf = (entry: CatalogueEntry) =>
        entry.group === 'general' ? (entry.id === 'generic' ? 'generic' : 'rehabilitation') : entry.group;
      expect(shown.sort()).toEqual(catalogue.map((entry) => `${groupKeyOf(entry)}:${entry.id}`).sort());
      const cardiopulmonary = groups.find((group) => group.key === 'cardiopulmonary')!;
      expect(cardiopulmonary.sets.length + cardiopulmonary.unavailable.length).toBeGreaterThan(0);
      for (const group of groups) {
        for (const condition of group.unavailable) {
          const entry = catalogue.find((candidate) => candidate.id === condition.condition)!;
          expect(condition.context).toBe(entry.context);
          expect(condition.name_translation, condition.condition).not.toBe('');
        }
      }
    });

    it('gives each official set its provenance: verification, counts per component, publications', () => {
      const sets = groups.flatMap((group) => group.sets);
      for (const set of sets) {
        expect(set.provenance.kind).toBe('official');
        if (set.provenance.kind !== 'official') continue;
        const counts = set.provenance.counts;
        expect(counts.b + counts.s + counts.d + counts.e).toBe(set.codes.length);
        expect(counts.total).toBe(set.codes.length);
        for (const source of set.sources) expect(source.citation).not.toMatch(/github|@[0-9a-f]{7}/i);
      }
      const stroke = sets.find((set) => set.id === 'stroke')!;
      expect(stroke.context).toBe('long-term');
      expect(stroke.provenance).toMatchObject({
        verification: 'two-sources',
        countsChecked: false,
        counts: { b: 6, s: 2, d: 7, e: 3, total: 18 },
      });
      expect(stroke.sources[0]?.citation).toMatch(/Geyh/);
      const rehabilitation = sets.find((set) => set.id === 'rehabilitation')!;
      expect(rehabilitation.provenance).toMatchObject({
        verification: 'one-source-counts-match',
        countsChecked: true,
        counts: { b: 9, s: 0, d: 21, e: 0, total: 30 },
      });
    });

    it('serves the Autism Comprehensive Core Set with its ICF-CY categories', () => {
      if (cyAdditions.length === 0) return;
      const autism = groups.flatMap((group) => group.sets).find((set) => set.id === 'autism')!;
      expect(autism.list).toBe('comprehensive');
      expect(autism.provenance).toMatchObject({
        countsChecked: true,
        counts: { b: 20, s: 1, d: 59, e: 31, total: 111 },
      });
      for (const { code } of cyAdditions) expect(autism.codes).toContain(code);
    });

    it('answers 304 to a matching If-None-Match', async () => {
      const etag = (await server.request('/api/set/all')).headers.get('etag')!;
      expect((await server.request('/api/set/all', { headers: { 'If-None-Match': etag } })).status).toBe(304);
    });
  });

  describe('errors', () => {
    it('answers an unknown API route with a JSON 404', async () => {
      const response = await server.request('/api/no-such-thing');
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect(await response.json()).toMatchObject({ code: 'not_found', message: expect.any(String) });
    });

    it('answers the health check from the database', async () => {
      const response = await server.request('/api/health');
      expect(await response.json()).toEqual({ status: 'ok', database: kind });
    });
  });
});
