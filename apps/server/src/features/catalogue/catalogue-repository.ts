import { and, asc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CoreSetListReport, InstitutionCoreSetEntry } from '@icf/shared';
import type { Database } from '../../db/client';
import { catalogueImports, institutionCoreSets } from '../../db/schema';

export type InstitutionCoreSetRecord = typeof institutionCoreSets.$inferSelect;
export type CatalogueImportRecord = typeof catalogueImports.$inferSelect;

const live = isNull(institutionCoreSets.withdrawnAt);

/** Every institution list that is not withdrawn, oldest first. */
export async function selectLiveInstitutionCoreSets(db: Database): Promise<InstitutionCoreSetRecord[]> {
  return db.select().from(institutionCoreSets).where(live).orderBy(asc(institutionCoreSets.id));
}

/** Records one import attempt, accepted or refused, with its report. */
export async function insertCatalogueImport(
  db: Database,
  values: {
    fileName: string;
    fileSha256: string;
    importedBy: string;
    accepted: boolean;
    report: CoreSetListReport;
  },
): Promise<CatalogueImportRecord> {
  const [row] = await db.insert(catalogueImports).values(values).returning();
  return row!;
}

export async function insertInstitutionCoreSets(
  db: Database,
  importId: number,
  sets: readonly InstitutionCoreSetEntry[],
): Promise<InstitutionCoreSetRecord[]> {
  if (sets.length === 0) return [];
  return db
    .insert(institutionCoreSets)
    .values(
      sets.map((set) => ({
        importId,
        condition: set.condition,
        context: set.context,
        group: set.group,
        name: set.name.en,
        nameTranslation: set.name.kr,
        brief: set.brief,
        comprehensive: set.comprehensive,
        source: set.source,
      })),
    )
    .returning();
}

/** Withdraws the live lists of these conditions and contexts (replaced by a newer import). */
export async function withdrawLiveInstitutionCoreSetsOf(
  db: Database,
  keys: ReadonlyArray<{ condition: string; context: string }>,
): Promise<InstitutionCoreSetRecord[]> {
  if (keys.length === 0) return [];
  const sameKey = or(
    ...keys.map((key) =>
      and(eq(institutionCoreSets.condition, key.condition), eq(institutionCoreSets.context, key.context)),
    ),
  );
  return db
    .update(institutionCoreSets)
    .set({ withdrawnAt: sql`now()` })
    .where(and(live, sameKey))
    .returning();
}

/** Withdraws one live list; undefined when there is no such list or it is already withdrawn. */
export async function withdrawLiveInstitutionCoreSet(
  db: Database,
  id: number,
): Promise<InstitutionCoreSetRecord | undefined> {
  const [row] = await db
    .update(institutionCoreSets)
    .set({ withdrawnAt: sql`now()` })
    .where(and(live, eq(institutionCoreSets.id, id)))
    .returning();
  return row;
}

/** The file hashes of the given imports, by import id. */
export async function selectCatalogueImportHashes(
  db: Database,
  importIds: readonly number[],
): Promise<Map<number, string>> {
  if (importIds.length === 0) return new Map();
  const rows = await db
    .select({ id: catalogueImports.id, fileSha256: catalogueImports.fileSha256 })
    .from(catalogueImports)
    .where(inArray(catalogueImports.id, [...importIds]));
  return new Map(rows.map((row) => [row.id, row.fileSha256]));
}
