import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { makePreparedDataFolder } from '../../src/db/make-prepared-data-folder';
import {
  copyPreparedDataFolder,
  currentStamp,
  preparedFolderFits,
  stampFileName,
} from '../../src/db/prepared-data-folder';

const scratch = mkdtempSync(path.join(tmpdir(), 'icf-prepared-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('which prepared data folder a new database may start from', () => {
  const current = { pglite: '0.5.16', migrations: ['0000_initial', '0001_documents', '0002_counts'] };

  it('takes one made with the same PGlite and the same migrations, or the first of them', () => {
    expect(preparedFolderFits(current, current)).toBe(true);
    expect(preparedFolderFits({ ...current, migrations: ['0000_initial'] }, current)).toBe(true);
  });

  it('refuses another PGlite release, a migration today’s code lacks, or migrations in another order', () => {
    expect(preparedFolderFits({ ...current, pglite: '0.5.15' }, current)).toBe(false);
    expect(preparedFolderFits({ ...current, migrations: [...current.migrations, '0003_x'] }, current)).toBe(
      false,
    );
    expect(preparedFolderFits({ ...current, migrations: ['0000_initial', '0002_counts'] }, current)).toBe(
      false,
    );
  });
});

describe('a prepared data folder', () => {
  const prepared = path.join(scratch, 'prepared');

  it('is made once, migrated, and kept while PGlite and the migrations are unchanged', async () => {
    expect(await makePreparedDataFolder(prepared)).toBe('made');
    const stamp = JSON.parse(readFileSync(path.join(prepared, stampFileName), 'utf8')) as unknown;
    expect(stamp).toEqual(currentStamp());
    expect(await makePreparedDataFolder(prepared)).toBe('kept');
  }, 120_000);

  it('starts a new data folder that holds every migration and takes new rows', async () => {
    const dataDir = path.join(scratch, 'new-data', 'pglite');
    expect(copyPreparedDataFolder(dataDir, prepared)).toBe(true);
    expect(existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    const database = await openDatabase({ dataDir });
    try {
      await database.migrate();
      const applied = await database.executeSql(
        'select count(*)::int as n from drizzle.__drizzle_migrations',
      );
      expect(applied.rows).toEqual([{ n: currentStamp().migrations.length }]);
      await database.executeSql(
        "insert into users (name, email, password_hash) values ('A', 'a@example.org', 'x')",
      );
      const users = await database.executeSql('select email from users');
      expect(users.rows).toEqual([{ email: 'a@example.org' }]);
    } finally {
      await database.close();
    }
  }, 60_000);

  it('is readable by every account, and its copy is private, with what a killed copy left removed', () => {
    // Built by one account, run by another (decision 0041): the prepared folder has no secret in it.
    expect(statSync(path.join(prepared, 'data', 'PG_VERSION')).mode & 0o777).toBe(0o644);
    expect(statSync(path.join(prepared, 'data', 'base')).mode & 0o777).toBe(0o755);
    const dataDir = path.join(scratch, 'private', 'pglite');
    const ended = spawnSync(process.execPath, ['-e', '']).pid!;
    const left = `${dataDir}.partial-${ended}`;
    mkdirSync(left, { recursive: true });
    expect(copyPreparedDataFolder(dataDir, prepared)).toBe(true);
    expect(existsSync(left)).toBe(false);
    expect(statSync(path.join(dataDir, 'PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dataDir, 'base')).mode & 0o777).toBe(0o700);
  });

  it('is not copied over a folder that holds anything, nor when it does not fit', () => {
    const occupied = path.join(scratch, 'occupied');
    mkdirSync(occupied, { recursive: true });
    writeFileSync(path.join(occupied, 'something'), '');
    expect(copyPreparedDataFolder(occupied, prepared)).toBe(false);
    expect(existsSync(path.join(occupied, 'PG_VERSION'))).toBe(false);

    const stale = path.join(scratch, 'stale');
    mkdirSync(stale);
    writeFileSync(
      path.join(stale, stampFileName),
      JSON.stringify({ ...currentStamp(), migrations: [...currentStamp().migrations, '9999_elsewhere'] }),
    );
    expect(copyPreparedDataFolder(path.join(scratch, 'from-stale'), stale)).toBe(false);
    expect(copyPreparedDataFolder(path.join(scratch, 'from-nothing'), path.join(scratch, 'none'))).toBe(
      false,
    );
  });
});
