import {
  isLegalQualifierValue,
  message,
  qualifierSlotNames,
  ratingIsEmpty,
  type DisciplineRating,
  type RatingValues,
} from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { documentNotFound } from './document-not-found';
import { deleteMemberRating, listDocumentRatings, upsertMemberRating } from './document-ratings-repository';
import {
  findLiveDocument,
  replaceLiveDocumentWithVersion,
  type DocumentRecord,
} from './documents-repository';

/**
 * Each discipline's rating and the team's agreed value (decision record 0055). A team member rates a category
 * of a team evaluation as their own row; the document's entry keeps the agreed value, which any member sets
 * at the meeting as a save of the document (a new version, in the team's log as a save), so PDFs,
 * comparisons and FHIR read it as they read any rating.
 */

/** Every member's rating of a document the user may read (a missing or foreign id is a 404). */
export async function getDocumentRatings(
  db: Database,
  userId: number,
  documentId: number,
): Promise<{ document: DocumentRecord; ratings: DisciplineRating[] }> {
  const document = await findLiveDocument(db, userId, documentId);
  if (!document) throw documentNotFound();
  return { document, ratings: await listDocumentRatings(db, documentId) };
}

/**
 * Gives, replaces or (all qualifiers empty) withdraws the user's own rating of `code`. Only a team document
 * keeps ratings per member (a personal one's entry is its only rating: 409), and only of a category it holds.
 */
export async function rateDocumentCategory(
  db: Database,
  userId: number,
  documentId: number,
  code: string,
  values: RatingValues,
): Promise<DisciplineRating | null> {
  checkRatingValues(code, values);
  if (ratingIsEmpty(values)) {
    if (await deleteMemberRating(db, userId, documentId, code)) return null;
    // Nothing withdrawn: fine for a member without a rating of a category the document holds.
    const lacksEntry = await checkRatable(db, userId, documentId, code);
    if (!lacksEntry) return null;
    throw categoryNotInDocument(code);
  }
  const rating = await upsertMemberRating(db, userId, documentId, code, values);
  if (rating) return rating;
  await checkRatable(db, userId, documentId, code);
  throw categoryNotInDocument(code);
}

/** How often setting the agreed value reads again when a save came between its read and its write. */
const agreedRoundsMax = 8;

/**
 * Sets the agreed value of `code` (its entry's qualifiers) in a document the user may write, as the next
 * version; the rest of the document stays as the latest save left it.
 */
export async function setAgreedRating(
  db: Database,
  userId: number,
  documentId: number,
  code: string,
  values: RatingValues,
): Promise<{ id: number; version: number }> {
  checkRatingValues(code, values);
  let version = 0;
  for (let round = 0; round < agreedRoundsMax; round++) {
    const current = await findLiveDocument(db, userId, documentId);
    if (!current) throw documentNotFound();
    const entry = current.data[code];
    if (!entry) throw categoryNotInDocument(code);
    version = current.version;
    const data = { ...current.data, [code]: { ...entry, q1: values.q1, q2: values.q2, q3: values.q3 } };
    const saved = await replaceLiveDocumentWithVersion(
      db,
      userId,
      documentId,
      { info: current.info, sets: current.sets, data },
      'keep',
      current.version,
    );
    if (saved) return saved;
  }
  throw AppError.saveConflict('document.save_contended', version, []);
}

const categoryCodePattern = /^[bdes][0-9]{1,5}$/;

/** The qualifier values a code allows (spec §5), as the save checks them. */
function checkRatingValues(code: string, values: RatingValues): void {
  // The code comes from the path: anything that is no category code is no category of any document.
  if (!categoryCodePattern.test(code)) throw categoryNotInDocument(code.slice(0, 16));
  const errors: Record<string, ReturnType<typeof message>[]> = {};
  for (const slot of qualifierSlotNames) {
    if (!isLegalQualifierValue(code, slot, values[slot])) {
      errors[slot] = [message('document.illegal_qualifier', { value: values[slot], slot, code })];
    }
  }
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}

function categoryNotInDocument(code: string): AppError {
  return AppError.validation({ code: [message('document.category_not_rated_here', { code })] });
}

/**
 * Why a rating wrote nothing: no such document for the user (404) or a personal one (409) throw; otherwise
 * whether the document lacks an entry for `code` (true) or holds one (undefined).
 */
async function checkRatable(
  db: Database,
  userId: number,
  documentId: number,
  code: string,
): Promise<true | undefined> {
  const document = await findLiveDocument(db, userId, documentId);
  if (!document) throw documentNotFound();
  if (document.teamId === null) {
    throw new AppError({ code: 'conflict', status: 409, message: message('document.ratings_team_only') });
  }
  return document.data[code] === undefined ? true : undefined;
}
