import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../server-paths';

/**
 * The database's schema version against the build's (decision 0040). Drizzle records each migration it ran in
 * `drizzle.__drizzle_migrations` by the time drizzle-kit generated it (`created_at`, the journal's `when`),
 * and on a later start applies only those newer than the newest recorded one. A build older than the
 * database would therefore start on a schema it does not know and fail at some later query. The schema
 * version is the number of migrations: the build's is how many it ships, the database's how many it records.
 */
export class SchemaVersionError extends Error {}

export interface ShippedMigration {
  tag: string;
  when: number;
}

export interface SchemaState {
  /** The migrations this build ships (apps/server/drizzle), oldest first. */
  shipped: ShippedMigration[];
  /** The `created_at` of every migration the database records, oldest first. */
  recorded: number[];
  /** Recorded migrations this build does not ship: the database is newer than the build. */
  unknown: number[];
  /** Shipped migrations the database does not record yet. */
  pending: ShippedMigration[];
}

type ExecuteSql = (text: string) => Promise<{ rows: unknown[] }>;

let shippedCache: ShippedMigration[] | undefined;

export function shippedMigrations(): ShippedMigration[] {
  shippedCache ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: ShippedMigration[];
    }
  ).entries.map(({ tag, when }) => ({ tag, when }));
  return shippedCache;
}

/** Reads what the database records; a database without the table (never migrated) records nothing. */
export async function readSchemaState(executeSql: ExecuteSql): Promise<SchemaState> {
  const shipped = shippedMigrations();
  const { rows: tables } = await executeSql(
    "select to_regclass('drizzle.__drizzle_migrations') is not null as present",
  );
  const present = (tables[0] as { present: boolean } | undefined)?.present === true;
  const recorded = present
    ? (await executeSql('select created_at from drizzle.__drizzle_migrations order by created_at')).rows.map(
        (row) => Number((row as { created_at: string | number }).created_at),
      )
    : [];
  const shippedTimes = new Set(shipped.map((migration) => migration.when));
  const recordedTimes = new Set(recorded);
  return {
    shipped,
    recorded,
    unknown: recorded.filter((when) => !shippedTimes.has(when)),
    pending: shipped.filter((migration) => !recordedTimes.has(migration.when)),
  };
}

/** Stops a build that is older than the database's schema, saying which schema version it needs. */
export function refuseNewerSchema(state: SchemaState): void {
  if (state.unknown.length === 0) return;
  const newest = new Date(Math.max(...state.unknown)).toISOString();
  const latestShipped = state.shipped.at(-1)?.tag ?? 'none';
  throw new SchemaVersionError(
    `The database's schema is newer than this build: it is at schema version ${state.recorded.length} ` +
      `(${state.unknown.length} migration${state.unknown.length === 1 ? '' : 's'} this build does not ship, ` +
      `the newest generated ${newest}); this build is at schema version ${state.shipped.length} ` +
      `(${latestShipped}). Run a release whose schema version is ${state.recorded.length} or higher (the one ` +
      'that last started on this database, or a later one), or restore the backup taken before the upgrade.',
  );
}
