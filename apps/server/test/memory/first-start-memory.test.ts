import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from '../../src/server-paths';
import { sampleProcessMemory } from '../support/process-memory';
import { compiledServer } from '../support/server-process';

/**
 * Decision 0029: on PGlite, a server's first start on a new DATA_DIR peaks at no more than 450 MB of resident
 * memory, through its first requests. It runs the compiled server as `npm start` does, with the prepared data
 * folder the build makes (the suites' global setup builds what is stale).
 */
const ceilingMb = 450;
const dataDir = mkdtempSync(path.join(tmpdir(), 'icf-memory-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('memory of a first start on PGlite', () => {
  it(`stays under ${ceilingMb} MB from start-up through the first requests`, async () => {
    const child = spawn(process.execPath, [compiledServer], {
      cwd: repositoryRoot,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const memory = sampleProcessMemory(child.pid!, 50);
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const match = /"url":"(http:\/\/localhost:\d+)"/.exec(output);
          if (match?.[1]) resolve(match[1]);
        });
        child.once('exit', (code) => reject(new Error(`the server exited with ${code}: ${output}`)));
      });
      // What a browser's first visit asks for: the page, the reference data, the catalogue.
      for (const route of ['/', '/api/code/all', '/api/set/all', '/api/health']) {
        const response = await fetch(`${url}${route}`);
        expect(response.status, route).toBe(200);
        await response.arrayBuffer();
      }
      // The job queue creates its tables in the background after the server listens.
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const reading = memory.latest();
      expect(reading, 'the server process was measured').toBeDefined();
      expect(memory.peakMb()).toBeGreaterThan(50);
      expect(memory.peakMb()).toBeLessThanOrEqual(ceilingMb);
    } finally {
      memory.stop();
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    }
  }, 90_000);
});
