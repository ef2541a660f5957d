import { existsSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCliCommand, startServerProcess, type ServerProcess } from '../support/server-process';

/**
 * One writer per PGlite data folder, and a folder private to its account (decision 0041), with the real server
 * and the real commands in processes of their own. The same as another account is in test/deploy/.
 */
describe('a PGlite data folder', () => {
  const parent = mkdtempSync(path.join(tmpdir(), 'icf-one-writer-'));
  const dataDir = path.join(parent, 'data');
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    for (const server of servers) await server.kill();
    rmSync(parent, { recursive: true, force: true });
  });
  const start = async () => {
    const server = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(server);
    return server;
  };

  it(
    'refuses a second server and a writing command while the server runs, naming its pid, and is taken again after a crash',
    { timeout: 180_000 },
    async () => {
      const first = await start();
      const pid = first.process.pid!;
      await expect(start()).rejects.toThrow(`in use by process ${pid}`);
      const command = await runCliCommand('admin-create', ['--email', 'someone@example.org'], {
        DATA_DIR: dataDir,
      });
      expect(command.code).toBe(1);
      expect(command.output).toContain(`in use by process ${pid}`);

      // Killed, it leaves its lock behind: the next start finds its process gone and takes the folder.
      await first.kill();
      expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(true);
      const next = await start();
      const backup = path.join(parent, 'backup.tgz');
      const backedUp = await runCliCommand('backup', [backup], { DATA_DIR: dataDir });
      expect(backedUp.output).toContain('from the running server');
      await next.stop();
      expect(readdirSync(dataDir).sort()).toEqual(['app-key', 'pglite']);
      expectPrivate(dataDir);
      expect(lstatSync(backup).mode & 0o777).toBe(0o600);

      // Restored where no DATA_DIR exists yet, as the README shows.
      const restoredDir = path.join(parent, 'not-yet', 'data');
      const restored = await runCliCommand('restore', [backup], { DATA_DIR: restoredDir });
      expect(restored.output).toContain('Restored');
      expect(restored.code).toBe(0);
      expectPrivate(restoredDir);
    },
  );
});

/** Folders 0700, everything else 0600, and no half-copied folder beside it. */
function expectPrivate(folder: string): void {
  const loose: string[] = [];
  const walk = (entry: string) => {
    const stats = lstatSync(entry);
    if ((stats.mode & 0o777) !== (stats.isDirectory() ? 0o700 : 0o600)) {
      loose.push(`${(stats.mode & 0o777).toString(8)} ${entry}`);
    }
    if (stats.isDirectory()) for (const child of readdirSync(entry)) walk(path.join(entry, child));
  };
  walk(folder);
  expect(loose.slice(0, 10)).toEqual([]);
  expect(readdirSync(path.dirname(folder)).filter((name) => name.includes('.partial-'))).toEqual([]);
}
