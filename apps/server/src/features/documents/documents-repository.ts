import { and, asc, desc, eq, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import {
  documentInfoFields,
  type DocumentInfo,
  type DocumentOrderColumn,
  type DocumentOrderDirection,
} from '@icf/shared';
import type { Database } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import {
  documentCounts,
  documentDescriptionSortPrefix,
  documents,
  documentVersions,
  type DocumentSnapshot,
} from '../../db/schema';

/** A document's whole content as saved: what a version keeps, and what an update replaces. */
export type DocumentContent = DocumentSnapshot;

/**
 * Which client a save attaches the document to (decision 0018): a client id, null for none, or `keep` to leave an
 * existing document's client as it is (an update without a choice, a restored version).
 */
export type DocumentClientChoice = number | null | 'keep';

/** One dashboard row. */
export interface DocumentSummaryRecord {
  id: number;
  client: string;
  clientId: number | null;
  description: string;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
}

export interface DocumentRecord extends DocumentContent {
  id: number;
  clientId: number | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface DocumentVersionRecord {
  documentId: number;
  version: number;
  createdAt: Date;
}

/** A version as the versions list shows it. */
export interface DocumentVersionSummaryRecord extends DocumentVersionRecord {
  description: string;
  ratedCodes: number;
}

/** The info fields' keys in the `documents` table object, by API name (the keys `contentValues` sets). */
const infoColumnKeys = {
  client: 'client',
  age: 'age',
  gender: 'gender',
  onset: 'onset',
  evaluation_date: 'evaluationDate',
  manager: 'manager',
  dx: 'dx',
  description: 'description',
  perspective_bf: 'perspectiveBf',
  perspective_ap: 'perspectiveAp',
  enviromental_factor: 'enviromentalFactor',
  personal_factor: 'personalFactor',
} as const satisfies Record<keyof DocumentInfo, keyof typeof documents.$inferInsert>;

/** The info fields under their API names (spec §3), selected as one nested object. */
const infoColumns = Object.fromEntries(
  Object.entries(infoColumnKeys).map(([field, key]) => [field, documents[key]]),
) as { [Field in keyof DocumentInfo]: (typeof documents)[(typeof infoColumnKeys)[Field]] };

function contentValues(content: DocumentContent) {
  const info = Object.fromEntries(
    Object.entries(infoColumnKeys).map(([field, key]) => [key, content.info[field as keyof DocumentInfo]]),
  ) as { [Key in (typeof infoColumnKeys)[keyof DocumentInfo]]: string };
  return { ...info, sets: content.sets, data: content.data };
}

/**
 * What each sortable column sorts by, ending with the id as tie-break. Only these expressions can reach
 * ORDER BY; the request names one of the keys, checked by the shared schema. Each list matches an index of
 * schema.ts (the description one through its prefix), so a page is read in order, not sorted.
 */
const descriptionPrefix = sql`left(${documents.description}, ${sql.raw(String(documentDescriptionSortPrefix))})`;
const orderKeys = {
  id: [documents.id],
  client: [documents.client, documents.id],
  description: [descriptionPrefix, documents.description, documents.id],
  created_at: [documents.createdAt, documents.id],
  updated_at: [documents.updatedAt, documents.id],
} satisfies Record<DocumentOrderColumn, (AnyPgColumn | SQL)[]>;

/**
 * A document of `userId` that is not deleted; another user's document is as invisible as a missing one.
 * Takes values, or placeholders in a prepared statement.
 */
function liveDocumentOf(userId: number | Placeholder, id?: number | Placeholder) {
  return and(
    eq(documents.userId, userId),
    isNull(documents.deletedAt),
    id === undefined ? undefined : eq(documents.id, id),
  );
}

/** What INSERT or UPDATE … RETURNING hands to the version: the whole saved row under its column names. */
const savedDocumentColumns = {
  id: documents.id,
  version: documents.version,
  ...infoColumns,
  sets: documents.sets,
  data: documents.data,
};
type SavedDocumentRow = WithSubqueryWithSelection<typeof savedDocumentColumns, 'saved'>;

/**
 * A saved document row (from INSERT or UPDATE … RETURNING, used as a CTE) kept as its next version, in the
 * same statement: the snapshot is built by PostgreSQL from the row just written, so the code data crosses
 * the wire once and the version is exactly what the row holds.
 */
function keepAsVersion(db: Database, saved: SavedDocumentRow) {
  // The keys are the constant field names (API names and column names are the same), never input.
  const infoPairs = sql.join(
    documentInfoFields.map((field) => sql`${sql.raw(`'${field}'`)}, ${saved[field]}`),
    sql`, `,
  );
  return db
    .with(saved)
    .insert(documentVersions)
    .select(
      db
        .select({
          documentId: saved.id,
          version: saved.version,
          snapshot:
            sql<DocumentSnapshot>`jsonb_build_object('info', jsonb_build_object(${infoPairs}), 'sets', ${saved.sets}, 'data', ${saved.data})`.as(
              'snapshot',
            ),
          createdAt: sql<Date>`now()`.as('created_at'),
        })
        .from(saved),
    )
    .returning({ id: documentVersions.documentId, version: documentVersions.version });
}

/**
 * The content columns as placeholders named like the keys of `contentValues`, so a prepared save takes
 * `{...contentValues(content)}` (each value still goes through its column's encoder, e.g. jsonb).
 */
const contentPlaceholders = Object.fromEntries(
  Object.keys(
    contentValues({
      info: Object.fromEntries(documentInfoFields.map((field) => [field, ''])) as DocumentInfo,
      sets: [],
      data: {},
    }),
  ).map((key) => [key, sql.placeholder(key)]),
) as unknown as ReturnType<typeof contentValues>;

/**
 * Inserts a new document of the user and keeps it as version 1, in one statement (PostgreSQL runs a
 * statement with data-modifying CTEs atomically: one round trip instead of BEGIN, two INSERTs and COMMIT).
 */
export async function insertDocumentWithVersion(
  db: Database,
  userId: number,
  content: DocumentContent,
  clientId: number | null = null,
): Promise<{ id: number; version: number }> {
  const [row] = await insertQuery(db).execute({ userId, clientId, ...contentValues(content) });
  return row!;
}

const insertQuery = preparedPerDatabase((db) => {
  const saved = db.$with('saved').as(
    db
      .insert(documents)
      .values({
        userId: sql.placeholder('userId'),
        clientId: sql.placeholder('clientId'),
        ...contentPlaceholders,
      })
      .returning(savedDocumentColumns),
  );
  return keepAsVersion(db, saved).prepare('documents_insert_with_version');
});

/**
 * Replaces the content of a live document of the user, counts the save and keeps the new state as the next
 * version, in one statement; undefined when the user has no such document. The UPDATE locks the row, so
 * concurrent saves of one document get consecutive versions.
 */
export async function replaceLiveDocumentWithVersion(
  db: Database,
  userId: number,
  id: number,
  content: DocumentContent,
  client: DocumentClientChoice = 'keep',
): Promise<{ id: number; version: number } | undefined> {
  const [row] = await replaceQuery(db).execute({
    userId,
    id,
    keepClient: client === 'keep',
    clientId: client === 'keep' ? null : client,
    ...contentValues(content),
  });
  return row;
}

const replaceQuery = preparedPerDatabase((db) => {
  const saved = db.$with('saved').as(
    db
      .update(documents)
      .set({
        ...contentPlaceholders,
        clientId: sql`case when ${sql.placeholder('keepClient')}::boolean then ${documents.clientId} else ${sql.placeholder('clientId')}::integer end`,
        version: sql`${documents.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(liveDocumentOf(sql.placeholder('userId'), sql.placeholder('id')))
      .returning(savedDocumentColumns),
  );
  return keepAsVersion(db, saved).prepare('documents_replace_with_version');
});

/** How many live documents the user has, as the triggers on `documents` keep it (schema.ts, documentCounts). */
export async function countLiveDocuments(db: Database, userId: number): Promise<number> {
  const [row] = await countQuery(db).execute({ userId });
  return row?.live ?? 0;
}

const countQuery = preparedPerDatabase((db) =>
  db
    .select({ live: documentCounts.live })
    .from(documentCounts)
    .where(eq(documentCounts.userId, sql.placeholder('userId')))
    .prepare('documents_live_count'),
);

/**
 * One page of the user's live documents and how many there are, in one round trip: the total is read from
 * the user's row of `document_counts` as a subquery. Only an empty page needs a second query for the total.
 * Ties are broken by id in the same direction, so paging is stable and one index serves both directions.
 */
export async function findLiveDocumentPage(
  db: Database,
  userId: number,
  page: { orderBy: DocumentOrderColumn; direction: DocumentOrderDirection; limit: number; offset: number },
): Promise<{ rows: DocumentSummaryRecord[]; total: number }> {
  const query = pageQueries(db)[page.orderBy][page.direction];
  const found = await query.execute({ userId, limit: page.limit, offset: page.offset });
  if (found.length === 0) return { rows: [], total: await countLiveDocuments(db, userId) };
  return { rows: found.map(({ total: _total, ...row }) => row), total: found[0]!.total };
}

const summaryColumns = {
  id: documents.id,
  client: documents.client,
  clientId: documents.clientId,
  description: documents.description,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  deletedAt: documents.deletedAt,
};

/**
 * One page of the user's live documents of one client (the dashboard's client filter) and how many
 * there are. A client has few documents, so this is an ordinary query over the `documents_client_live` index.
 */
export async function findLiveClientDocumentPage(
  db: Database,
  userId: number,
  clientId: number,
  page: { orderBy: DocumentOrderColumn; direction: DocumentOrderDirection; limit: number; offset: number },
): Promise<{ rows: DocumentSummaryRecord[]; total: number }> {
  const where = and(liveDocumentOf(userId), eq(documents.clientId, clientId));
  const rows = await db
    .select(summaryColumns)
    .from(documents)
    .where(where)
    .orderBy(...orderKeys[page.orderBy].map((key) => (page.direction === 'asc' ? asc(key) : desc(key))))
    .limit(page.limit)
    .offset(page.offset);
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(documents)
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The page query of every ordering, each its own prepared statement (ORDER BY can't be a parameter). */
const pageQueries = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const total = sql<number>`coalesce((select ${documentCounts.live} from ${documentCounts} where ${documentCounts.userId} = ${userId}), 0)`;
  const build = (column: DocumentOrderColumn, direction: DocumentOrderDirection) =>
    db
      .select({
        ...summaryColumns,
        total: total.mapWith(Number),
      })
      .from(documents)
      .where(liveDocumentOf(userId))
      .orderBy(...orderKeys[column].map((key) => (direction === 'asc' ? asc(key) : desc(key))))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(`documents_page_${column}_${direction}`);
  const bothDirections = (column: DocumentOrderColumn) => ({
    asc: build(column, 'asc'),
    desc: build(column, 'desc'),
  });
  return {
    id: bothDirections('id'),
    client: bothDirections('client'),
    description: bothDirections('description'),
    created_at: bothDirections('created_at'),
    updated_at: bothDirections('updated_at'),
  } satisfies Record<DocumentOrderColumn, Record<DocumentOrderDirection, unknown>>;
});

/**
 * Makes a saved version of a live document its current state and keeps that as the next version, in one
 * statement: the snapshot is copied inside the database, so a large document never crosses to the server and
 * back (decision record 0030). The client stays. Undefined unless the user has a live document with it.
 */
export async function restoreLiveDocumentVersion(
  db: Database,
  userId: number,
  id: number,
  version: number,
): Promise<{ id: number; version: number } | undefined> {
  const [row] = await restoreQuery(db).execute({ userId, id, version });
  return row;
}

const restoreQuery = preparedPerDatabase((db) => {
  const snapshot = sql`${documentVersions.snapshot}`;
  const infoFromSnapshot = Object.fromEntries(
    Object.entries(infoColumnKeys).map(([field, key]) => [
      key,
      sql`coalesce(${snapshot} -> 'info' ->> ${sql.raw(`'${field}'`)}, '')`,
    ]),
  );
  const saved = db.$with('saved').as(
    db
      .update(documents)
      .set({
        ...infoFromSnapshot,
        sets: sql`${snapshot} -> 'sets'`,
        data: sql`${snapshot} -> 'data'`,
        version: sql`${documents.version} + 1`,
        updatedAt: sql`now()`,
      })
      .from(documentVersions)
      .where(
        and(
          liveDocumentOf(sql.placeholder('userId'), sql.placeholder('id')),
          eq(documentVersions.documentId, documents.id),
          eq(documentVersions.version, sql.placeholder('version')),
        ),
      )
      .returning(savedDocumentColumns),
  );
  return keepAsVersion(db, saved).prepare('documents_restore_version');
});

/** A live document's info fields alone: what a change of its client needs, without its code data. */
export async function findLiveDocumentInfo(
  db: Database,
  userId: number,
  id: number,
): Promise<DocumentInfo | undefined> {
  const [row] = await db.select({ info: infoColumns }).from(documents).where(liveDocumentOf(userId, id));
  return row?.info;
}

/**
 * Replaces the info fields and the client of a live document and keeps the result as the next version, in one
 * statement; its sets and code data stay in the database (a large document's data never crosses to the
 * server and back, decision record 0030). Undefined when the user has no such document.
 */
export async function replaceLiveDocumentInfoWithVersion(
  db: Database,
  userId: number,
  id: number,
  info: DocumentInfo,
  client: DocumentClientChoice,
): Promise<{ id: number; version: number } | undefined> {
  const { sets: _sets, data: _data, ...infoValues } = contentValues({ info, sets: [], data: {} });
  const [row] = await replaceInfoQuery(db).execute({
    userId,
    id,
    keepClient: client === 'keep',
    clientId: client === 'keep' ? null : client,
    ...infoValues,
  });
  return row;
}

const replaceInfoQuery = preparedPerDatabase((db) => {
  const { sets: _sets, data: _data, ...infoPlaceholders } = contentPlaceholders;
  const saved = db.$with('saved').as(
    db
      .update(documents)
      .set({
        ...infoPlaceholders,
        clientId: sql`case when ${sql.placeholder('keepClient')}::boolean then ${documents.clientId} else ${sql.placeholder('clientId')}::integer end`,
        version: sql`${documents.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(liveDocumentOf(sql.placeholder('userId'), sql.placeholder('id')))
      .returning(savedDocumentColumns),
  );
  return keepAsVersion(db, saved).prepare('documents_replace_info_with_version');
});

export async function findLiveDocument(
  db: Database,
  userId: number,
  id: number,
): Promise<DocumentRecord | undefined> {
  const [row] = await db
    .select({
      id: documents.id,
      clientId: documents.clientId,
      version: documents.version,
      info: infoColumns,
      sets: documents.sets,
      data: documents.data,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(liveDocumentOf(userId, id));
  return row;
}

/** Sets deleted_at; undefined when the user has no live document with this id. */
export async function softDeleteLiveDocument(
  db: Database,
  userId: number,
  id: number,
): Promise<number | undefined> {
  const [row] = await db
    .update(documents)
    .set({ deletedAt: sql`now()` })
    .where(liveDocumentOf(userId, id))
    .returning({ id: documents.id });
  return row?.id;
}

/** The saved versions of a live document of the user, newest first; undefined when there is no such document. */
export async function findLiveDocumentVersions(
  db: Database,
  userId: number,
  id: number,
): Promise<DocumentVersionSummaryRecord[] | undefined> {
  const [document] = await db.select({ id: documents.id }).from(documents).where(liveDocumentOf(userId, id));
  if (!document) return undefined;
  return db
    .select({
      documentId: documentVersions.documentId,
      version: documentVersions.version,
      createdAt: documentVersions.createdAt,
      description: sql<string>`coalesce(${documentVersions.snapshot} -> 'info' ->> 'description', '')`,
      // A rated code has at least one qualifier (the shared `entryIsRated` rule, in SQL).
      ratedCodes: sql<number>`(
        select count(*) from jsonb_each(${documentVersions.snapshot} -> 'data') as entry(code, value)
        where coalesce(entry.value ->> 'q1', '') <> ''
           or coalesce(entry.value ->> 'q2', '') <> ''
           or coalesce(entry.value ->> 'q3', '') <> ''
      )`.mapWith(Number),
    })
    .from(documentVersions)
    .where(eq(documentVersions.documentId, id))
    .orderBy(desc(documentVersions.version));
}

export async function findLiveDocumentVersion(
  db: Database,
  userId: number,
  id: number,
  version: number,
): Promise<(DocumentVersionRecord & { snapshot: DocumentSnapshot }) | undefined> {
  const [row] = await db
    .select({
      documentId: documentVersions.documentId,
      version: documentVersions.version,
      snapshot: documentVersions.snapshot,
      createdAt: documentVersions.createdAt,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(and(liveDocumentOf(userId, id), eq(documentVersions.version, version)));
  return row;
}
