import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteProfiles, type PgliteProfile } from '../apps/server/src/db/pglite/pglite-profiles';
import { loadIcfData, type IcfData } from '../apps/server/src/icf/load-icf-data';
import { sampleProcessMemory } from '../apps/server/test/support/process-memory';
import { manyRatedCodes, sampleParts } from '../apps/server/test/export/export-api';
import { saveRequest, seed } from './documents.bench';
import { multipartBody } from './lib/multipart-body';
import { writeResult } from './lib/results';
import { startServer } from './lib/start-server';
import { runWrk, wrkVersion, type WrkFigures, type WrkRequest } from './lib/wrk';

/**
 * The speed targets on the embedded default (PGlite), for each PGLITE_PROFILE (decision 0029): `small` (16 MB
 * shared buffers, V8's baseline WebAssembly compiler only; the default since the memory work) and `fast`
 * (PostgreSQL's and V8's defaults, as PGlite ran before it). Each profile gets a new data folder seeded with
 * the same documents; the compiled server then serves the dashboard list, 130-code saves and form-1 PDFs,
 * paced at rates a clinic reaches, while its resident memory is sampled. The profiles alternate, so drift of
 * the shared machine falls on both.
 */
const users = 50;
const documents = 20_000;
const connections = 20;
const durationSeconds = 10;
const warmUpSeconds = 3;
const rounds = 2;
/** Sequential saves of a document that rates every category, one after the other. */
const fullSaves = 7;
const rates = { list: 100, save: 25, pdf: 5 };
/** Decision 0008's targets are for PostgreSQL; they are the yardstick here too. */
const targets = { listP99Ms: 20, saveP99Ms: 50 };

export async function benchEmbeddedDatabase(): Promise<void> {
  const loadGenerator = wrkVersion();
  const loadBefore = os.loadavg()[0];
  const icf = await loadIcfData(path.resolve(process.env.ICF_DATA_DIR ?? 'icf-data'));
  const saveBody = JSON.stringify(saveRequest(icf));
  // The largest document a therapist can save: every category of the classification rated and described.
  const categoryCount = Object.values(icf.codes).filter((record) => record.kind === 'category').length;
  const fullSaveBody = JSON.stringify({
    ...saveRequest(icf),
    data: manyRatedCodes(icf.codes, categoryCount),
  });
  const pdfBoundary = 'icfbenchboundary';
  // The PDF bench's document: 130 rated codes of every component, form 1.
  const pdfBody = multipartBody(pdfBoundary, {
    ...sampleParts({ data: manyRatedCodes(icf.codes, 130) }),
    number: 1,
  });

  const runs: Record<PgliteProfile, ProfileFigures[]> = { small: [], fast: [] };
  for (let round = 0; round < rounds; round++) {
    for (const profile of pgliteProfiles) {
      runs[profile].push(
        await measureProfile(profile, { saveBody, fullSaveBody, pdfBody, pdfBoundary }, icf),
      );
      console.log(`${profile} round ${round + 1}: ${JSON.stringify(runs[profile].at(-1))}`);
    }
  }
  writeResult('embedded-database', {
    setup: {
      database: 'PGlite on its own thread of the server process (decision 0038), a new DATA_DIR per run',
      users,
      documents,
      connections,
      durationSeconds,
      warmUpSeconds,
      ratesPerSecond: rates,
      loadGenerator: `${loadGenerator}, 1 thread, on 127.0.0.1`,
      loadAverage1m: { before: loadBefore, after: os.loadavg()[0] },
    },
    targets,
    notes: [
      'Each load is paced (wrk with exponential gaps) after a warm-up of the same load; p99 in ms.',
      'pdfDuringList: the list paced while form-1 PDFs of 130 codes are requested at the pdf rate.',
      'fullSave: a document with every category of the classification rated, saved alone, one after another.',
      'peakMb is VmHWM of the server from its start through every load; idleMb 10 s after the last.',
    ],
    profiles: runs,
    medians: Object.fromEntries(pgliteProfiles.map((profile) => [profile, medianFigures(runs[profile])])),
  });
}

interface ProfileFigures {
  listP99Ms: number;
  saveP99Ms: number;
  saveP50Ms: number;
  pdfP99Ms: number;
  pdfRequestsPerSecond: number;
  listDuringPdfP99Ms: number;
  fullSaveMedianMs: number;
  fullSaveMaxMs: number;
  failures: number;
  peakMb: number;
  idleMb: number;
}

async function measureProfile(
  profile: PgliteProfile,
  bodies: { saveBody: string; fullSaveBody: string; pdfBody: string; pdfBoundary: string },
  icf: IcfData,
): Promise<ProfileFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-bench-embedded-'));
  const env = { DATA_DIR: dataDir, PGLITE_PROFILE: profile, EXPORT_RATE_LIMIT_PER_MINUTE: '100000' };
  try {
    // The first start makes the folder (from the prepared one) and migrates it; the seed then goes straight
    // into PGlite's files while no server holds them (PGlite allows one process at a time).
    await (await startServer(env)).stop();
    const pglite = await PGlite.create(path.join(dataDir, 'pglite'));
    const { tokens } = await seed(pglite, icf, { users, documents });
    await pglite.close();

    const server = await startServer(env);
    const memory = sampleProcessMemory(server.process.pid!, 50);
    try {
      const load = async (request: WrkRequest, rate: number): Promise<WrkFigures> => {
        const base = { url: server.url, connections, request, tokens, rate };
        await runWrk({ ...base, durationSeconds: warmUpSeconds });
        return runWrk({ ...base, durationSeconds });
      };
      const list: WrkRequest = { method: 'GET', path: '/api/document/all' };
      const save: WrkRequest = {
        method: 'POST',
        path: '/api/document/save',
        headers: { 'Content-Type': 'application/json' },
        body: bodies.saveBody,
      };
      const pdf: WrkRequest = {
        method: 'POST',
        path: '/api/document/download',
        headers: { 'Content-Type': `multipart/form-data; boundary=${bodies.pdfBoundary}` },
        body: bodies.pdfBody,
      };
      const listFigures = await load(list, rates.list);
      const saveFigures = await load(save, rates.save);
      const pdfFigures = await load(pdf, rates.pdf);
      const [listDuringPdf] = await Promise.all([
        load(list, rates.list),
        runWrk({ url: server.url, connections: 4, request: pdf, rate: rates.pdf, durationSeconds: 13 }),
      ]);
      const fullSaveMs: number[] = [];
      for (let index = 0; index < fullSaves; index++) {
        const started = performance.now();
        const response = await fetch(`${server.url}/api/document/save`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${tokens[0]}` },
          body: bodies.fullSaveBody,
        });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`a full save answered ${response.status}`);
        fullSaveMs.push(performance.now() - started);
      }
      fullSaveMs.sort((a, b) => a - b);
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      const all = [listFigures, saveFigures, pdfFigures, listDuringPdf];
      return {
        listP99Ms: listFigures.latencyMs.p99,
        saveP99Ms: saveFigures.latencyMs.p99,
        saveP50Ms: saveFigures.latencyMs.p50,
        pdfP99Ms: pdfFigures.latencyMs.p99,
        pdfRequestsPerSecond: pdfFigures.requestsPerSecond,
        listDuringPdfP99Ms: listDuringPdf.latencyMs.p99,
        fullSaveMedianMs: Math.round(fullSaveMs[Math.floor(fullSaves / 2)]!),
        fullSaveMaxMs: Math.round(fullSaveMs.at(-1)!),
        failures: all.reduce((sum, figures) => sum + figures.non2xx + figures.socketErrors, 0),
        peakMb: memory.peakMb(),
        idleMb: memory.latest()?.rssMb ?? Number.NaN,
      };
    } finally {
      memory.stop();
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function medianFigures(runs: ProfileFigures[]): Record<string, number> {
  const keys = Object.keys(runs[0]!) as (keyof ProfileFigures)[];
  return Object.fromEntries(
    keys.map((key) => {
      const values = runs.map((run) => run[key]).sort((a, b) => a - b);
      const middle = values.length / 2;
      const median = Number.isInteger(middle)
        ? (values[middle - 1]! + values[middle]!) / 2
        : values[Math.floor(middle)]!;
      return [key, Math.round(median * 10) / 10];
    }),
  );
}
