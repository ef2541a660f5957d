import { and, asc, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, selfReportRequests, type SelfReportAnswersRecord } from '../../db/schema';

export interface SelfReportRecord {
  id: number;
  clientId: number;
  fhirId: string;
  codes: string[];
  locale: string;
  greetingName: string;
  createdAt: Date;
  expiresAt: Date;
  answeredAt: Date | null;
  revokedAt: Date | null;
  answers: SelfReportAnswersRecord | null;
}

const columns = {
  id: selfReportRequests.id,
  clientId: selfReportRequests.clientId,
  fhirId: selfReportRequests.fhirId,
  codes: selfReportRequests.codes,
  locale: selfReportRequests.locale,
  greetingName: selfReportRequests.greetingName,
  createdAt: selfReportRequests.createdAt,
  expiresAt: selfReportRequests.expiresAt,
  answeredAt: selfReportRequests.answeredAt,
  revokedAt: selfReportRequests.revokedAt,
  answers: selfReportRequests.answers,
};

/** A link that still works: not answered, not revoked, not expired (decision record 0053). */
function openLink(tokenHash: string) {
  return and(
    eq(selfReportRequests.tokenHash, tokenHash),
    isNull(selfReportRequests.answeredAt),
    isNull(selfReportRequests.revokedAt),
    gt(selfReportRequests.expiresAt, sql`now()`),
  );
}

export async function insertSelfReportRequest(
  db: Database,
  values: {
    clientId: number;
    createdBy: number;
    tokenHash: string;
    locale: string;
    codes: string[];
    greetingName: string;
    expiresInDays: number;
  },
): Promise<SelfReportRecord> {
  const [row] = await db
    .insert(selfReportRequests)
    .values({
      clientId: values.clientId,
      createdBy: values.createdBy,
      tokenHash: values.tokenHash,
      locale: values.locale,
      codes: values.codes,
      greetingName: values.greetingName,
      expiresAt: sql`now() + make_interval(days => ${values.expiresInDays})`,
    })
    .returning(columns);
  return row!;
}

/** A client's requests, newest first (the caller has checked that the user may use the client). */
export async function selectSelfReportsOfClient(db: Database, clientId: number): Promise<SelfReportRecord[]> {
  return db
    .select(columns)
    .from(selfReportRequests)
    .where(eq(selfReportRequests.clientId, clientId))
    .orderBy(desc(selfReportRequests.createdAt), desc(selfReportRequests.id));
}

/** Revokes a request of the client that is still open or answered; undefined when the client has no such one. */
export async function revokeSelfReportRow(
  db: Database,
  clientId: number,
  id: number,
): Promise<SelfReportRecord | undefined> {
  const [row] = await db
    .update(selfReportRequests)
    .set({ revokedAt: sql`coalesce(${selfReportRequests.revokedAt}, now())` })
    .where(and(eq(selfReportRequests.clientId, clientId), eq(selfReportRequests.id, id)))
    .returning(columns);
  return row;
}

export async function findSelfReportOfClient(
  db: Database,
  clientId: number,
  id: number,
): Promise<SelfReportRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(selfReportRequests)
    .where(and(eq(selfReportRequests.clientId, clientId), eq(selfReportRequests.id, id)));
  return row;
}

/** The request whose link this is, while the link still works; undefined otherwise (one 404 for all). */
export async function findOpenSelfReport(
  db: Database,
  tokenHash: string,
): Promise<SelfReportRecord | undefined> {
  const [row] = await db.select(columns).from(selfReportRequests).where(openLink(tokenHash));
  return row;
}

/**
 * Stores the one send: the statement changes the row only while the link still works, so of two sends only
 * one is kept (decision record 0053). False when the link no longer works.
 */
export async function storeSelfReportAnswers(
  db: Database,
  tokenHash: string,
  answers: SelfReportAnswersRecord,
): Promise<boolean> {
  const rows = await db
    .update(selfReportRequests)
    .set({ answers, answeredAt: sql`now()` })
    .where(openLink(tokenHash))
    .returning({ id: selfReportRequests.id });
  return rows.length === 1;
}

/**
 * For the account export (decision record 0028): the requests about the user's own clients (those the account
 * keeps) and those the user made for a team's client, oldest first.
 */
export async function selectSelfReportsOfUser(db: Database, userId: number): Promise<SelfReportRecord[]> {
  return db
    .select(columns)
    .from(selfReportRequests)
    .innerJoin(clients, eq(clients.id, selfReportRequests.clientId))
    .where(
      or(and(isNull(clients.teamId), eq(clients.userId, userId)), eq(selfReportRequests.createdBy, userId)),
    )
    .orderBy(asc(selfReportRequests.id));
}
