import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { ClientRequest, CodeEntry, DocumentInfo } from '@icf/shared';
import { clientAccessibleTo, documentAccessibleTo, ownClientOf } from '../../access/record-access';
import type { Database } from '../../db/client';
import { clients, documents, goalCycles } from '../../db/schema';
import { infoColumns } from '../../db/document-info-columns';

export interface ClientRecord {
  id: number;
  /** The team that holds the client (decision record 0033), or null for the user's own. */
  teamId: number | null;
  displayName: string;
  chartNumber: string;
  birthYear: number | null;
  note: string;
  createdAt: Date;
  updatedAt: Date;
}

/** One live document of a client, as the client page lists it. */
export interface ClientEvaluationRecord {
  id: number;
  client: string;
  description: string;
  evaluationDate: string;
  createdAt: Date;
  updatedAt: Date;
}

const clientColumns = {
  id: clients.id,
  teamId: clients.teamId,
  displayName: clients.displayName,
  chartNumber: clients.chartNumber,
  birthYear: clients.birthYear,
  note: clients.note,
  createdAt: clients.createdAt,
  updatedAt: clients.updatedAt,
};

function valuesOf(request: ClientRequest) {
  return {
    displayName: request.display_name,
    chartNumber: request.chart_number,
    birthYear: request.birth_year,
    note: request.note,
  };
}

/** A client `userId` may use (their own or their team's, 0033); any other is as invisible as a missing one. */
function clientOf(userId: number, id: number) {
  return and(clientAccessibleTo(userId), eq(clients.id, id));
}

/** A live document of a client, that the user may use (the access check keeps foreign documents out, always). */
export function liveDocumentOfClient(userId: number, clientId: number) {
  return and(documentAccessibleTo(userId), eq(documents.clientId, clientId), isNull(documents.deletedAt));
}

/**
 * The order of a client's evaluations: the evaluation date, or the day it was created when no date was entered,
 * then the creation time (decision 0018: "evaluation_date, then created_at").
 */
const evaluationDay = sql`coalesce(nullif(${documents.evaluationDate}, ''), to_char(${documents.createdAt} at time zone 'UTC', 'YYYY-MM-DD'))`;
const evaluationOrder = [asc(evaluationDay), asc(documents.createdAt), asc(documents.id)];
const latestEvaluationFirst = [desc(evaluationDay), desc(documents.createdAt), desc(documents.id)];

export async function insertClient(
  db: Database,
  userId: number,
  request: ClientRequest,
): Promise<ClientRecord> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(clients)
      .values({ userId, ...valuesOf(request) })
      .returning(clientColumns);
    // A client's goals always belong to an open cycle (decision record 0056): the first starts today.
    await tx.insert(goalCycles).values({ clientId: row!.id, number: 1, startsOn: sql`current_date` });
    return row!;
  });
}

/** The user's own clients (no team), or one team's (the caller checks the membership first). */
export async function listClientsOf(
  db: Database,
  owner: { userId: number } | { teamId: number },
): Promise<ClientRecord[]> {
  return db
    .select(clientColumns)
    .from(clients)
    .where('teamId' in owner ? eq(clients.teamId, owner.teamId) : ownClientOf(owner.userId))
    .orderBy(asc(clients.displayName), asc(clients.id));
}

export async function findClient(
  db: Database,
  userId: number,
  id: number,
): Promise<ClientRecord | undefined> {
  const [row] = await db.select(clientColumns).from(clients).where(clientOf(userId, id));
  return row;
}

export async function updateClientRow(
  db: Database,
  userId: number,
  id: number,
  request: ClientRequest,
): Promise<ClientRecord | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...valuesOf(request), updatedAt: sql`now()` })
    .where(clientOf(userId, id))
    .returning(clientColumns);
  return row;
}

/** Deletes the client; its documents stay, detached (the foreign key sets their client_id to null). */
export async function deleteClientRow(db: Database, userId: number, id: number): Promise<number | undefined> {
  const [row] = await db.delete(clients).where(clientOf(userId, id)).returning({ id: clients.id });
  return row?.id;
}

export async function findClientEvaluations(
  db: Database,
  userId: number,
  clientId: number,
): Promise<ClientEvaluationRecord[]> {
  return db
    .select({
      id: documents.id,
      client: documents.client,
      description: documents.description,
      evaluationDate: documents.evaluationDate,
      createdAt: documents.createdAt,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(liveDocumentOfClient(userId, clientId))
    .orderBy(...evaluationOrder);
}

/** What the comparison, the progress report and the intervention table read of an evaluation. */
const evaluationDataColumns = {
  id: documents.id,
  evaluationDate: documents.evaluationDate,
  description: documents.description,
  data: documents.data,
};
interface ClientEvaluationData {
  id: number;
  evaluationDate: string;
  description: string;
  data: Record<string, CodeEntry>;
}

/** The code data of the client's live documents (all, or those of `ids`), in evaluation order. */
export async function findClientEvaluationData(
  db: Database,
  userId: number,
  clientId: number,
  ids?: readonly number[],
): Promise<ClientEvaluationData[]> {
  return db
    .select(evaluationDataColumns)
    .from(documents)
    .where(and(liveDocumentOfClient(userId, clientId), ids ? inArray(documents.id, [...ids]) : undefined))
    .orderBy(...evaluationOrder);
}

/** One live document of the client (`id`), or without an id its latest evaluation; undefined when none. */
export async function findClientEvaluation(
  db: Database,
  userId: number,
  clientId: number,
  id?: number,
): Promise<ClientEvaluationData | undefined> {
  const [row] = await db
    .select(evaluationDataColumns)
    .from(documents)
    .where(and(liveDocumentOfClient(userId, clientId), id === undefined ? undefined : eq(documents.id, id)))
    .orderBy(...latestEvaluationFirst)
    .limit(1);
  return row;
}

/**
 * The latest live evaluations of the client whose entries relate a category to a goal, latest first: the
 * candidates for the cycle's plan (decision record 0056). The filter is a cheap pre-check; the shared
 * `latestPlanEvaluation` decides which holds an intervention target.
 */
export async function findClientPlanCandidates(
  db: Database,
  userId: number,
  clientId: number,
  limit: number,
): Promise<ClientEvaluationData[]> {
  return db
    .select(evaluationDataColumns)
    .from(documents)
    .where(
      and(
        liveDocumentOfClient(userId, clientId),
        sql`jsonb_path_exists(${documents.data}, '$.*.related_goals[0]')`,
      ),
    )
    .orderBy(...latestEvaluationFirst)
    .limit(limit);
}

/** The FHIR identifier of a client the user may use (decision record 0048); undefined when there is none. */
export async function findClientFhirId(
  db: Database,
  userId: number,
  id: number,
): Promise<string | undefined> {
  const [row] = await db.select({ fhirId: clients.fhirId }).from(clients).where(clientOf(userId, id));
  return row?.fhirId;
}

/**
 * The client with this FHIR identifier that the user may use (own or a team's, 0033), for an import that names
 * it (decision record 0048); undefined when the account has none.
 */
export async function findClientByFhirId(
  db: Database,
  userId: number,
  fhirId: string,
): Promise<ClientRecord | undefined> {
  const [row] = await db
    .select(clientColumns)
    .from(clients)
    .where(and(clientAccessibleTo(userId), eq(clients.fhirId, fhirId)))
    .orderBy(asc(clients.id))
    .limit(1);
  return row;
}

/** Every live document of the client in evaluation order, whole, for the client's FHIR series (0048). */
export async function findClientSeriesDocuments(
  db: Database,
  userId: number,
  clientId: number,
): Promise<{ fhirId: string; info: DocumentInfo; data: Record<string, CodeEntry>; updatedAt: Date }[]> {
  return db
    .select({
      fhirId: documents.fhirId,
      info: infoColumns,
      data: documents.data,
      updatedAt: documents.updatedAt,
    })
    .from(documents)
    .where(liveDocumentOfClient(userId, clientId))
    .orderBy(...evaluationOrder);
}
