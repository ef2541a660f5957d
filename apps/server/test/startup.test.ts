import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadIcfData } from '../src/icf/load-icf-data';
import { compiledServer } from './support/server-process';
import { icfDataDir } from './support/test-server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

/**
 * How long the compiled server may take to refuse or to listen. Through tsx (as before) it took 2–3 s per refusal
 * on a quiet two-core machine, 5–11 s beside the browser tests, and once over 15 s. A guard against a hang,
 * not a speed check.
 */
const startLimitMs = 90_000;

/** Starts the real entry point and collects what it prints until it exits (or is killed after `ms`). */
function runServer(
  env: Record<string, string>,
  ms = startLimitMs,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [compiledServer], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', DATA_DIR: 'memory://', ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), ms);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

function dirWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'icf-data-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

describe('start-up checks', { timeout: startLimitMs + 10_000 }, () => {
  it('stops with a message naming the file when ICF_DATA_DIR has no data', async () => {
    const missing = path.join(tmpdir(), 'no-such-icf-dir');
    const result = await runServer({ ICF_DATA_DIR: missing });
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      `Cannot start: Cannot read ${path.join(missing, 'icf-classification.en.json')}`,
    );
    expect(result.output).not.toMatch(/\n\s+at /);
  });

  it('stops with a message naming the variable when a setting is invalid', async () => {
    const result = await runServer({ PORT: 'eighty' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/Invalid environment:\n\s+PORT:/);
  });

  it('refuses NODE_ENV=production without APP_URL, naming the variable (decision 0040)', async () => {
    const result = await runServer({ NODE_ENV: 'production', APP_URL: '' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /Invalid environment:\n(.*\n)*\s+APP_URL: must be set when NODE_ENV=production/,
    );
  });

  it('refuses TRUST_PROXY=true and says to name the proxies (decision 0040)', async () => {
    const result = await runServer({ TRUST_PROXY: 'true' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(
      /TRUST_PROXY: "true" would believe X-Forwarded-For from any peer; name the proxies/,
    );
  });

  it('rejects a DATABASE_URL that is not a PostgreSQL URL', async () => {
    const result = await runServer({ DATABASE_URL: 'mysql://localhost/test' });
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/DATABASE_URL: must be a postgres/);
  });

  it('rejects malformed JSON in the classification file', async () => {
    const dir = dirWith({ 'icf-classification.en.json': '[{"code": "b1",' });
    await expect(loadIcfData(dir)).rejects.toThrow(/icf-classification\.en\.json is not valid JSON/);
  });

  it('rejects a classification file of the wrong shape, naming the field', async () => {
    const dir = dirWith({ 'icf-classification.en.json': JSON.stringify([{ code: 'x1', kind: 'category' }]) });
    await expect(loadIcfData(dir)).rejects.toThrow(/unexpected shape at 0\.code/);
  });

  it('leaves out, with a warning, a core-set list that names a code the classification does not have', async () => {
    const dir = dirWith({
      'core-sets.verified.json': JSON.stringify([
        {
          id: 'x',
          name: 'X',
          group: 'others',
          context: 'long-term',
          brief: ['b99999'],
          comprehensive: null,
          sources: [{ citation: 'a paper' }],
          verified: { brief: 'two-sources', comprehensive: 'missing' },
        },
        {
          id: 'y',
          name: 'Y',
          group: 'others',
          context: 'acute',
          brief: ['b280', 'd450'],
          comprehensive: null,
          sources: [{ citation: 'another paper' }],
          verified: { brief: 'two-sources', comprehensive: 'missing' },
        },
      ]),
    });
    copyFileSync(
      path.join(icfDataDir, 'icf-classification.en.json'),
      path.join(dir, 'icf-classification.en.json'),
    );
    const icf = await loadIcfData(dir);
    expect(icf.warnings).toEqual([
      'core set x is not served: it lists codes that are not in the classification: b99999',
    ]);
    const others = icf.coreSetGroups.find((group) => group.key === 'others')!;
    expect(others.sets.map((set) => set.id)).toEqual(['y']);
    // Nothing is silently missing: the condition shows as not available.
    expect(others.unavailable.map((condition) => condition.condition)).toEqual(['x']);
  });

  it('serves a list that needs the ICF-CY categories only when the additions file is there too', async () => {
    const autismOnly = readFileSync(path.join(icfDataDir, 'core-sets.icf-cy.json'), 'utf8');
    const withoutAdditions = dirWith({ 'core-sets.icf-cy.json': autismOnly });
    for (const file of ['icf-classification.en.json', 'core-sets.verified.json']) {
      copyFileSync(path.join(icfDataDir, file), path.join(withoutAdditions, file));
    }
    const without = await loadIcfData(withoutAdditions);
    expect(without.codes.b125).toBeUndefined();
    expect(without.warnings.join('\n')).toMatch(/core set autism is not served: .*b125/);

    copyFileSync(
      path.join(icfDataDir, 'icf-cy-additions.en.json'),
      path.join(withoutAdditions, 'icf-cy-additions.en.json'),
    );
    const withAdditions = await loadIcfData(withoutAdditions);
    expect(withAdditions.warnings).toEqual([]);
    expect(withAdditions.codes.b125?.release).toBe('icf-cy');
    const sets = withAdditions.coreSetGroups.flatMap((group) => group.sets);
    expect(sets.find((set) => set.id === 'autism')?.codes).toContain('b125');
  });

  it('logs APP_URL as the address it listens for when APP_URL is set, and this port beside it', async () => {
    const result = await new Promise<string>((resolve, reject) => {
      const child = spawn(process.execPath, [compiledServer], {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: '',
          PORT: '0',
          DATA_DIR: 'memory://',
          APP_URL: 'https://icf.example.org/',
        },
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((entry) => entry.includes('"message":"listening"'));
        if (line) {
          child.kill('SIGTERM');
          resolve(line);
        }
      });
      child.on('exit', () => reject(new Error(`server exited: ${output}`)));
    });
    const logged = JSON.parse(result) as { url: string; local: string };
    expect(logged.url).toBe('https://icf.example.org');
    expect(logged.local).toMatch(/^http:\/\/localhost:\d+$/);
  });

  it('starts and serves the API with valid settings', async () => {
    const child = spawn(process.execPath, [compiledServer], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', DATA_DIR: 'memory://' },
    });
    const url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = output.match(/"url":"(http:\/\/localhost:\d+)"/);
        if (match?.[1]) resolve(match[1]);
      });
      child.on('exit', () => reject(new Error(`server exited: ${output}`)));
    });
    try {
      const response = await fetch(`${url}/api/health`);
      expect(await response.json()).toEqual({ status: 'ok', database: 'pglite' });
    } finally {
      child.kill('SIGTERM');
    }
  });
});
