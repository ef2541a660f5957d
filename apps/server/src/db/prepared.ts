import type { Database } from './client';

/**
 * A query prepared once per database handle, on first use. With node-postgres each named statement is then
 * parsed and planned once per pooled connection instead of on every call, and Drizzle builds its SQL once.
 * `build` must name its statements uniquely (PostgreSQL keys them by name on each connection).
 */
export function preparedPerDatabase<T>(build: (db: Database) => T): (db: Database) => T {
  const prepared = new WeakMap<Database, T>();
  return (db) => {
    let queries = prepared.get(db);
    if (queries === undefined) {
      queries = build(db);
      prepared.set(db, queries);
    }
    return queries;
  };
}
