import { and, asc, desc, eq, gt, isNull, sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, WithSubqueryWithSelection } from 'drizzle-orm/pg-core';
import {
  documentInfoFields,
  documentOrderColumns,
  documentOrderDirections,
  type DocumentInfo,
  type DocumentOrderColumn,
  type DocumentOrderDirection,
} from '@icf/shared';
import { documentAccessibleTo, ownDocumentOf } from '../../access/record-access';
import type { Database } from '../../db/client';
import { infoColumnKeys, infoColumns } from '../../db/document-info-columns';
import { preparedPerDatabase } from '../../db/prepared';
import {
  documentCounts,
  documentDescriptionSortPrefix,
  documents,
  documentVersions,
  teamDocumentCounts,
  users,
  type DocumentSnapshot,
} from '../../db/schema';
import type { ListKey, ListRead } from './document-list-paging';

/** A document's whole content as saved: what a version keeps, and what an update replaces. */
export type DocumentContent = DocumentSnapshot;

/**
 * Which client a save attaches the document to (decision 0018): a client id, null for none, or `keep` to leave an
 * existing document's client as it is (an update without a choice, a restored version).
 */
export type DocumentClientChoice = DocumentClientRef | null | 'keep';

/** A client a document is attached to, with the team that holds it (the document joins that team, 0033). */
export interface DocumentClientRef {
  id: number;
  teamId: number | null;
}

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
  /** The team that holds the document (decision record 0033), or null for its user's own. */
  teamId: number | null;
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
  /** Who saved it, and their name; null when that account has been erased (decision record 0033). */
  authorId: number | null;
  authorName: string | null;
  /** The version it restored; null for a save. */
  restoredFrom: number | null;
}

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
 * A document `userId` may use (access/record-access.ts: their own, or their team's) that is not deleted; any
 * other is as invisible as a missing one. Takes values, or placeholders in a prepared statement.
 */
function liveDocumentOf(userId: number | Placeholder, id: number | Placeholder) {
  return and(documentAccessibleTo(userId), isNull(documents.deletedAt), eq(documents.id, id));
}

/** Whose documents a dashboard list shows: the user's own (no team), or one team's (membership checked first). */
export type DocumentListOwner = { userId: number } | { teamId: number };

function liveDocumentsOfOwner(owner: { userId: number | Placeholder } | { teamId: number | Placeholder }) {
  return and(
    'teamId' in owner ? eq(documents.teamId, owner.teamId) : ownDocumentOf(owner.userId),
    isNull(documents.deletedAt),
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
function keepAsVersion(db: Database, saved: SavedDocumentRow, restoredFrom?: SQL<number>) {
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
          // Every statement that keeps a version names the saving user `userId` (decision record 0033).
          authorId: sql<number>`${sql.placeholder('userId')}::integer`.as('author_id'),
          restoredFrom: (restoredFrom ?? sql<number | null>`null::integer`).as('restored_from'),
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
 * The placeholders of a save's client choice (`clientChoiceColumns` reads them): keep the client and team,
 * detach (the document stays in its team: only moving the client out takes it out, decision record 0033), or
 * attach to a client, which also puts the document in that client's team.
 */
function clientChoiceValues(client: DocumentClientChoice) {
  return {
    keepClient: client === 'keep',
    clientId: client === 'keep' ? null : (client?.id ?? null),
    keepTeam: client === 'keep' || client === null,
    teamId: client === 'keep' || client === null ? null : client.teamId,
  };
}

/** The client and team columns of an UPDATE that applies `clientChoiceValues`. */
function clientChoiceColumns() {
  return {
    clientId: sql`case when ${sql.placeholder('keepClient')}::boolean then ${documents.clientId} else ${sql.placeholder('clientId')}::integer end`,
    teamId: sql`case when ${sql.placeholder('keepTeam')}::boolean then ${documents.teamId} else ${sql.placeholder('teamId')}::integer end`,
  };
}

/**
 * Inserts a new document of the user and keeps it as version 1, in one statement (PostgreSQL runs a
 * statement with data-modifying CTEs atomically: one round trip instead of BEGIN, two INSERTs and COMMIT).
 */
export async function insertDocumentWithVersion(
  db: Database,
  userId: number,
  content: DocumentContent,
  client: DocumentClientRef | null = null,
): Promise<{ id: number; version: number }> {
  const [row] = await insertQuery(db).execute({
    userId,
    clientId: client?.id ?? null,
    teamId: client?.teamId ?? null,
    ...contentValues(content),
  });
  return row!;
}

const insertQuery = preparedPerDatabase((db) => {
  const saved = db.$with('saved').as(
    db
      .insert(documents)
      .values({
        userId: sql.placeholder('userId'),
        clientId: sql.placeholder('clientId'),
        teamId: sql.placeholder('teamId'),
        ...contentPlaceholders,
      })
      .returning(savedDocumentColumns),
  );
  return keepAsVersion(db, saved).prepare('documents_insert_with_version');
});

/**
 * Replaces the content of a live document of the user, counts the save and keeps the new state as the next
 * version, in one statement; undefined when the user has no such document. The UPDATE locks the row, so
 * concurrent saves of one document get consecutive versions. With `expectedVersion` it changes the row only
 * while its version is still that one (undefined otherwise): the check and the write are one statement, so of
 * two saves merged against the same version only one can win (decision record 0036).
 */
export async function replaceLiveDocumentWithVersion(
  db: Database,
  userId: number,
  id: number,
  content: DocumentContent,
  client: DocumentClientChoice = 'keep',
  expectedVersion: number | null = null,
): Promise<{ id: number; version: number } | undefined> {
  const [row] = await replaceQuery(db).execute({
    userId,
    id,
    expectedVersion,
    ...clientChoiceValues(client),
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
        ...clientChoiceColumns(),
        version: sql`${documents.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          liveDocumentOf(sql.placeholder('userId'), sql.placeholder('id')),
          // Under READ COMMITTED a concurrent UPDATE makes PostgreSQL re-check this on the row's newest
          // version, so a save merged against an older one changes nothing.
          sql`(${sql.placeholder('expectedVersion')}::integer is null or ${documents.version} = ${sql.placeholder('expectedVersion')}::integer)`,
        ),
      )
      .returning(savedDocumentColumns),
  );
  return keepAsVersion(db, saved).prepare('documents_replace_with_version');
});

/**
 * How many live documents the owner's list holds, as the triggers on `documents` keep it (schema.ts:
 * `document_counts` for a user's own documents, `team_document_counts` for a team's).
 */
export async function countLiveDocuments(db: Database, owner: DocumentListOwner): Promise<number> {
  const [row] =
    'teamId' in owner
      ? await countQueries(db).team.execute({ teamId: owner.teamId })
      : await countQueries(db).user.execute({ userId: owner.userId });
  return row?.live ?? 0;
}

const countQueries = preparedPerDatabase((db) => ({
  user: db
    .select({ live: documentCounts.live })
    .from(documentCounts)
    .where(eq(documentCounts.userId, sql.placeholder('userId')))
    .prepare('documents_live_count'),
  team: db
    .select({ live: teamDocumentCounts.live })
    .from(teamDocumentCounts)
    .where(eq(teamDocumentCounts.teamId, sql.placeholder('teamId')))
    .prepare('documents_team_live_count'),
}));

/** A dashboard row with its place in the list's order: what a cursor next to it holds (document-list-paging.ts). */
export interface DocumentPageRow extends DocumentSummaryRecord {
  key: ListKey;
}

/** Whose list a page is of: an owner's (a user's own, or a team's), or one client's that the user may use. */
export type DocumentPageList = DocumentListOwner | { userId: number; clientId: number };

/**
 * One page of a list's live documents and how many there are, in one round trip (the total is a subquery;
 * only an empty page needs a second query for it). `read` (document-list-paging.ts) says where to start:
 * at one end of the order (the order reversed reads from the far end), or after a key, a row comparison on
 * the same columns as the order, so the index that serves the order finds the start (decision 0047). Rows
 * read in reverse are turned round: a page is always in the order asked for.
 */
export async function findLiveDocumentPage(
  db: Database,
  list: DocumentPageList,
  ordering: { column: DocumentOrderColumn; direction: DocumentOrderDirection },
  read: ListRead,
): Promise<{ rows: DocumentPageRow[]; total: number }> {
  const direction = read.forward ? ordering.direction : oppositeDirection[ordering.direction];
  const queries =
    'clientId' in list
      ? pageQueries(db).client
      : 'teamId' in list
        ? pageQueries(db).team
        : pageQueries(db).user;
  const found = await queries[ordering.column][direction][
    read.from === 'end' ? 'fromEnd' : 'afterKey'
  ].execute({
    ...list,
    limit: read.limit,
    skip: read.skip,
    keyValue: read.from === 'end' ? null : (read.from.value ?? null),
    keyId: read.from === 'end' ? null : read.from.id,
  });
  const rows = found.map(({ total: _total, sortValue, ...row }) => ({
    ...row,
    key: sortValue === null ? { id: row.id } : { value: sortValue, id: row.id },
  }));
  if (!read.forward) rows.reverse();
  if (rows.length > 0) return { rows, total: found[0]!.total };
  const total =
    'clientId' in list
      ? await countLiveClientDocuments(db, list.userId, list.clientId)
      : await countLiveDocuments(db, list);
  return { rows, total };
}

const oppositeDirection = { asc: 'desc', desc: 'asc' } as const;

const summaryColumns = {
  id: documents.id,
  client: documents.client,
  clientId: documents.clientId,
  description: documents.description,
  createdAt: documents.createdAt,
  updatedAt: documents.updatedAt,
  deletedAt: documents.deletedAt,
};

/** The order keys' row as a cursor sees it: the value as text (a timestamp in UTC to the µs), then the id. */
const utcMicroseconds = (column: AnyPgColumn) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const sortValues = {
  id: sql<null>`null::text`,
  client: sql<string>`${documents.client}`,
  description: sql<string>`${documents.description}`,
  created_at: utcMicroseconds(documents.createdAt),
  updated_at: utcMicroseconds(documents.updatedAt),
} satisfies Record<DocumentOrderColumn, SQL>;

/**
 * The row of `orderKeys` that a cursor's key stands for, from the placeholders `keyValue` and `keyId`, typed
 * like the columns so the comparison is the index's.
 */
function keyRow(column: DocumentOrderColumn): SQL {
  const value = sql.placeholder('keyValue');
  const id = sql`${sql.placeholder('keyId')}::integer`;
  switch (column) {
    case 'id':
      return sql`(${id})`;
    case 'client':
      return sql`(${value}::text, ${id})`;
    case 'description':
      return sql`(left(${value}::text, ${sql.raw(String(documentDescriptionSortPrefix))}), ${value}::text, ${id})`;
    case 'created_at':
    case 'updated_at':
      return sql`(${value}::timestamptz, ${id})`;
  }
}

/** How many live documents of one client the user may use there are. */
export async function countLiveClientDocuments(
  db: Database,
  userId: number,
  clientId: number,
): Promise<number> {
  const [counted] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(documents)
    .where(liveDocumentsOfClient(userId, clientId));
  return counted?.total ?? 0;
}

function liveDocumentsOfClient(userId: number | Placeholder, clientId: number | Placeholder) {
  return and(documentAccessibleTo(userId), isNull(documents.deletedAt), eq(documents.clientId, clientId));
}

/**
 * The page query of every ordering and direction, from an end or after a key, for a user's own list, a
 * team's and one client's: each its own prepared statement (ORDER BY can't be a parameter). A client has few
 * documents, so its total is counted; an owner's is read from the count the triggers keep.
 */
const pageQueries = preparedPerDatabase((db) => {
  const userId = sql.placeholder('userId');
  const teamId = sql.placeholder('teamId');
  const clientId = sql.placeholder('clientId');
  const lists = {
    user: {
      where: liveDocumentsOfOwner({ userId }),
      total: sql<number>`coalesce((select ${documentCounts.live} from ${documentCounts} where ${documentCounts.userId} = ${userId}), 0)`,
      prefix: 'documents_page',
    },
    team: {
      where: liveDocumentsOfOwner({ teamId }),
      total: sql<number>`coalesce((select ${teamDocumentCounts.live} from ${teamDocumentCounts} where ${teamDocumentCounts.teamId} = ${teamId}), 0)`,
      prefix: 'documents_team_page',
    },
    client: {
      where: liveDocumentsOfClient(userId, clientId),
      total: sql<number>`(select count(*) from ${documents} where ${liveDocumentsOfClient(userId, clientId)})`,
      prefix: 'documents_client_page',
    },
  };
  const queriesOf = (list: (typeof lists)['user']) => {
    const build = (column: DocumentOrderColumn, direction: DocumentOrderDirection, afterKey: boolean) => {
      const keys = sql.join(orderKeys[column], sql`, `);
      const past = sql`(${keys}) ${sql.raw(direction === 'asc' ? '>' : '<')} ${keyRow(column)}`;
      const order = orderKeys[column].map((key) => (direction === 'asc' ? asc(key) : desc(key)));
      // The rows skipped are found by their ids alone, and only the page's rows are read and shaped (a
      // "deferred join"): OFFSET then walks the ordering's index without reading each skipped row's columns or
      // formatting its sort value, which made a middle page opened by number cost 5 to 25 times a first page
      // (decision record 0047). `= any(array(…))`, not `in (…)`: a prepared statement's generic plan can't
      // know the page size, and for `in` it planned a hash join over every document of the table.
      const pageIds = db
        .select({ id: documents.id })
        .from(documents)
        .where(afterKey ? and(list.where, past) : list.where)
        .orderBy(...order)
        .limit(sql.placeholder('limit'))
        .offset(sql.placeholder('skip'));
      return db
        .select({
          ...summaryColumns,
          sortValue: sortValues[column],
          total: list.total.mapWith(Number),
        })
        .from(documents)
        .where(sql`${documents.id} = any(array(${pageIds}))`)
        .orderBy(...order)
        .prepare(`${list.prefix}_${column}_${direction}${afterKey ? '_after_key' : ''}`);
    };
    const eachDirection = (column: DocumentOrderColumn) =>
      Object.fromEntries(
        documentOrderDirections.map((direction) => [
          direction,
          { fromEnd: build(column, direction, false), afterKey: build(column, direction, true) },
        ]),
      ) as Record<DocumentOrderDirection, { fromEnd: PageQuery; afterKey: PageQuery }>;
    type PageQuery = ReturnType<typeof build>;
    return Object.fromEntries(
      documentOrderColumns.map((column) => [column, eachDirection(column)]),
    ) as Record<DocumentOrderColumn, ReturnType<typeof eachDirection>>;
  };
  return { user: queriesOf(lists.user), team: queriesOf(lists.team), client: queriesOf(lists.client) };
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
  return keepAsVersion(db, saved, sql<number>`${sql.placeholder('version')}::integer`).prepare(
    'documents_restore_version',
  );
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
    ...clientChoiceValues(client),
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
        ...clientChoiceColumns(),
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
      teamId: documents.teamId,
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

/**
 * The team (null: the user's own) and client of a live document the user may use; undefined when there is
 * none.
 */
export async function findLiveDocumentPlace(
  db: Database,
  userId: number,
  id: number,
): Promise<{ teamId: number | null; clientId: number | null } | undefined> {
  const [row] = await db
    .select({ teamId: documents.teamId, clientId: documents.clientId })
    .from(documents)
    .where(liveDocumentOf(userId, id));
  return row;
}

/** Sets deleted_at; undefined when the user has no live document with this id. */
export async function softDeleteLiveDocument(
  db: Database,
  userId: number,
  id: number,
): Promise<{ id: number; teamId: number | null; clientId: number | null } | undefined> {
  const [row] = await db
    .update(documents)
    .set({ deletedAt: sql`now()` })
    .where(liveDocumentOf(userId, id))
    .returning({ id: documents.id, teamId: documents.teamId, clientId: documents.clientId });
  return row;
}

/** The saved versions of a live document of the user, newest first; undefined when there is no such document. */
export async function findLiveDocumentVersions(
  db: Database,
  userId: number,
  id: number,
  /** Only the versions after this one: what a write screen at that version has not seen. */
  after = 0,
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
      authorId: documentVersions.authorId,
      authorName: users.name,
      restoredFrom: documentVersions.restoredFrom,
    })
    .from(documentVersions)
    .leftJoin(users, eq(users.id, documentVersions.authorId))
    .where(and(eq(documentVersions.documentId, id), gt(documentVersions.version, after)))
    .orderBy(desc(documentVersions.version));
}

/**
 * One version of a live document, or with `userId` only of one that user may use. Without a user it is the
 * background job's read (the suggestion job), whose request was authorised when it was made.
 */
export async function findLiveDocumentVersion(
  db: Database,
  userId: number | null,
  id: number,
  version: number,
): Promise<
  | (DocumentVersionRecord & { snapshot: DocumentSnapshot; teamId: number | null; clientId: number | null })
  | undefined
> {
  const [row] = await db
    .select({
      documentId: documentVersions.documentId,
      version: documentVersions.version,
      snapshot: documentVersions.snapshot,
      createdAt: documentVersions.createdAt,
      teamId: documents.teamId,
      clientId: documents.clientId,
    })
    .from(documentVersions)
    .innerJoin(documents, eq(documents.id, documentVersions.documentId))
    .where(
      and(
        userId === null ? and(isNull(documents.deletedAt), eq(documents.id, id)) : liveDocumentOf(userId, id),
        eq(documentVersions.version, version),
      ),
    );
  return row;
}
