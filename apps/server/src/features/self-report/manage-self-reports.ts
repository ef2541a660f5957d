import type { Locale } from '@icf/shared/i18n';
import {
  selfReportAnswers,
  selfReportAnswerWords,
  selfReportQuestion,
  selfReportWords,
  titleInLocale,
  type CodeMap,
  type CreateSelfReportRequest,
  type SelfReportForm,
  type SendSelfReportRequest,
} from '@icf/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { fieldMessage } from '../../errors/field-message';
import { randomToken, sha256Hex } from '../../auth/secrets';
import { getClient } from '../clients';
import { recordTeamAccess } from '../teams';
import {
  findOpenSelfReport,
  findSelfReportOfClient,
  insertSelfReportRequest,
  revokeSelfReportRow,
  selectSelfReportsOfClient,
  storeSelfReportAnswers,
  type SelfReportRecord,
} from './self-reports-repository';

/** 32 random bytes: 256 bits, well above the 128 a link must carry (decision record 0053). */
const selfReportTokenBytes = 32;

/** The one answer for a link that does not work: wrong, answered, expired or revoked alike. */
export function selfReportNotFound(): AppError {
  return AppError.notFound('self_report.not_found');
}

/**
 * A new request for a client the user may use (own or a team's, decision record 0033). Every code must be a
 * category the server serves; the token is returned this once and kept only as its SHA-256.
 */
export async function createSelfReport(
  db: Database,
  codes: CodeMap,
  userId: number,
  clientId: number,
  request: CreateSelfReportRequest,
): Promise<{ token: string; record: SelfReportRecord }> {
  const client = await getClient(db, userId, clientId);
  const unknown = request.codes.findIndex((code) => codes[code]?.kind !== 'category');
  if (unknown !== -1) {
    throw AppError.validation({ [`codes.${unknown}`]: [fieldMessage('validation.in', 'codes')] });
  }
  const token = randomToken(selfReportTokenBytes);
  const record = await insertSelfReportRequest(db, {
    clientId,
    createdBy: userId,
    tokenHash: sha256Hex(token),
    locale: request.locale,
    codes: request.codes,
    greetingName: request.greeting_name.trim(),
    expiresInDays: request.expires_in_days,
  });
  await recordTeamAccess(db, {
    teamId: client.teamId,
    userId,
    action: 'client.self_report_request',
    clientId,
  });
  return { token, record };
}

export async function listSelfReports(
  db: Database,
  userId: number,
  clientId: number,
): Promise<SelfReportRecord[]> {
  const client = await getClient(db, userId, clientId);
  await recordTeamAccess(db, { teamId: client.teamId, userId, action: 'client.self_report_read', clientId });
  return selectSelfReportsOfClient(db, clientId);
}

export async function getSelfReport(
  db: Database,
  userId: number,
  clientId: number,
  id: number,
): Promise<SelfReportRecord> {
  const client = await getClient(db, userId, clientId);
  const record = await findSelfReportOfClient(db, clientId, id);
  if (!record) throw AppError.notFound('self_report.not_found');
  await recordTeamAccess(db, { teamId: client.teamId, userId, action: 'client.self_report_read', clientId });
  return record;
}

/** Revokes a request: its link answers 404 from now on; answers already sent stay. */
export async function revokeSelfReport(
  db: Database,
  userId: number,
  clientId: number,
  id: number,
): Promise<SelfReportRecord> {
  const client = await getClient(db, userId, clientId);
  const record = await revokeSelfReportRow(db, clientId, id);
  if (!record) throw AppError.notFound('self_report.not_found');
  await recordTeamAccess(db, {
    teamId: client.teamId,
    userId,
    action: 'client.self_report_revoke',
    clientId,
  });
  return record;
}

/** The request of a working link, by the token's hash; the same 404 for every link that does not work. */
export async function openSelfReport(db: Database, token: string): Promise<SelfReportRecord> {
  const record = await findOpenSelfReport(db, sha256Hex(token));
  if (!record) throw selfReportNotFound();
  return record;
}

/**
 * What the client's page shows (decision record 0053): the greeting the clinician typed and one question per
 * category with its WHO title in the request's language; nothing of the client's record or of any rating.
 */
export function presentSelfReportForm(record: SelfReportRecord, codes: CodeMap): SelfReportForm {
  const locale = record.locale as Locale;
  const words = selfReportWords[locale];
  return {
    locale,
    greeting_name: record.greetingName,
    questions: record.codes.map((code) => {
      const component = code.startsWith('b') ? ('b' as const) : ('d' as const);
      const title = titleInLocale(codes[code], locale) || code;
      const frame = component === 'b' ? words.question_b : words.question_d;
      return { code, component, title, text: selfReportQuestion(frame, title, locale) };
    }),
    scale: selfReportAnswers.map((answer) => ({
      answer,
      words: selfReportAnswerWords(answer, locale, words.not_applicable),
    })),
  };
}

/**
 * The one send of a link: every asked category answered once, no other. Stored only while the link still
 * works, in one statement, so a second send, or one after the link expired or was revoked, is the 404.
 */
export async function sendSelfReport(
  db: Database,
  token: string,
  record: SelfReportRecord,
  request: SendSelfReportRequest,
): Promise<void> {
  const asked = new Set(record.codes);
  const given = request.answers.map((entry) => entry.code);
  if (
    given.length !== asked.size ||
    new Set(given).size !== given.length ||
    given.some((c) => !asked.has(c))
  ) {
    throw AppError.validation({ answers: [fieldMessage('validation.invalid', 'answers')] });
  }
  const byCode = new Map(request.answers.map((entry) => [entry.code, entry]));
  const stored = await storeSelfReportAnswers(db, sha256Hex(token), {
    answers: record.codes.map((code) => {
      const entry = byCode.get(code)!;
      return { code, answer: entry.answer, note: entry.note.trim() };
    }),
    hardest: request.hardest.trim(),
    want_again: request.want_again.trim(),
    helps: request.helps.trim(),
  });
  if (!stored) throw selfReportNotFound();
}
