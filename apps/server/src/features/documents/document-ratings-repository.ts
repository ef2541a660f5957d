import { sql } from 'drizzle-orm';
import { compareIcfCodes, isDiscipline, type DisciplineRating, type RatingValues } from '@icf/shared';
import type { Database } from '../../db/client';

/**
 * The SQL of each discipline's rating (decision record 0055). A member's rating is their own row, keyed by
 * document, code and user, written by one upsert that also reads the membership (so only a member of the
 * document's team rates, with the discipline they have now) and writes the team's access-log entry: members
 * rating at once never touch each other's rows, and no write path forgets the log.
 */

interface RatingRow {
  code: string;
  user_id: number | null;
  user_name: string | null;
  discipline: string;
  q1: string;
  q2: string;
  q3: string;
  rated_at: Date | string;
}

function presentRating(row: RatingRow): DisciplineRating {
  return {
    code: row.code,
    user_id: row.user_id,
    user_name: row.user_name,
    // A discipline the shared list no longer knows reads as "other" rather than failing the answer.
    discipline: isDiscipline(row.discipline) ? row.discipline : 'other',
    q1: row.q1,
    q2: row.q2,
    q3: row.q3,
    rated_at: new Date(row.rated_at).toISOString(),
  };
}

function rowsOf<Row>(result: unknown): Row[] {
  return (result as { rows: Row[] }).rows;
}

/**
 * Gives or replaces the user's rating of `code` in a live team document whose team they belong to and whose
 * data has an entry for `code`; undefined when there is no such document, membership or entry.
 */
export async function upsertMemberRating(
  db: Database,
  userId: number,
  documentId: number,
  code: string,
  values: RatingValues,
): Promise<DisciplineRating | undefined> {
  const result = await db.execute(sql`
    with rated as (
      insert into document_ratings as r (document_id, code, user_id, discipline, q1, q2, q3, rated_at)
      select d.id, ${code}, m.user_id, m.discipline, ${values.q1}, ${values.q2}, ${values.q3}, now()
      from documents d
      join team_members m on m.team_id = d.team_id and m.user_id = ${userId}
      where d.id = ${documentId} and d.deleted_at is null and d.data ? ${code}
      on conflict (document_id, code, user_id) do update
        set discipline = excluded.discipline, q1 = excluded.q1, q2 = excluded.q2, q3 = excluded.q3,
            rated_at = excluded.rated_at
      returning r.document_id, r.code, r.user_id, r.discipline, r.q1, r.q2, r.q3, r.rated_at
    ),
    logged as (
      insert into team_access_log (team_id, user_id, action, client_id, document_id)
      select d.team_id, rated.user_id, 'document.rate', d.client_id, d.id
      from rated join documents d on d.id = rated.document_id
    )
    select rated.code, rated.user_id, u.name as user_name, rated.discipline, rated.q1, rated.q2, rated.q3,
      rated.rated_at
    from rated join users u on u.id = rated.user_id`);
  const [row] = rowsOf<RatingRow>(result);
  return row && presentRating(row);
}

/**
 * Withdraws the user's rating of `code` in a live team document of a team they belong to (logged like a
 * rating); whether there was one to withdraw.
 */
export async function deleteMemberRating(
  db: Database,
  userId: number,
  documentId: number,
  code: string,
): Promise<boolean> {
  const result = await db.execute(sql`
    with withdrawn as (
      delete from document_ratings r
      using documents d, team_members m
      where r.document_id = ${documentId} and r.code = ${code} and r.user_id = ${userId}
        and d.id = r.document_id and d.deleted_at is null
        and m.team_id = d.team_id and m.user_id = r.user_id
      returning r.document_id, r.user_id
    ),
    logged as (
      insert into team_access_log (team_id, user_id, action, client_id, document_id)
      select d.team_id, withdrawn.user_id, 'document.rate', d.client_id, d.id
      from withdrawn join documents d on d.id = withdrawn.document_id
    )
    select count(*)::int as count from withdrawn`);
  return (rowsOf<{ count: number }>(result)[0]?.count ?? 0) > 0;
}

/**
 * Every rating of a document, in ICF order of the categories and by time within one; the caller has checked
 * that the user may read the document.
 */
export async function listDocumentRatings(db: Database, documentId: number): Promise<DisciplineRating[]> {
  const result = await db.execute(sql`
    select r.code, r.user_id, u.name as user_name, r.discipline, r.q1, r.q2, r.q3, r.rated_at
    from document_ratings r left join users u on u.id = r.user_id
    where r.document_id = ${documentId}
    order by r.rated_at, r.user_id`);
  return rowsOf<RatingRow>(result)
    .map(presentRating)
    .sort((a, b) => compareIcfCodes(a.code, b.code));
}
