import type { Locale } from '@icf/shared/i18n';
import type { SelfReport, SelfReportAnswer, SelfReportStatus } from '@icf/shared';
import type { SelfReportRecord } from './self-reports-repository';

export function selfReportStatusOf(record: SelfReportRecord, now = new Date()): SelfReportStatus {
  if (record.answeredAt !== null) return 'answered';
  if (record.revokedAt !== null) return 'revoked';
  return record.expiresAt.getTime() <= now.getTime() ? 'expired' : 'open';
}

/** A request as the clinician sees it (decision record 0053); never its token, which only its hash is kept of. */
export function presentSelfReport(record: SelfReportRecord): SelfReport {
  return {
    id: record.id,
    client_id: record.clientId,
    codes: record.codes,
    locale: record.locale as Locale,
    greeting_name: record.greetingName,
    status: selfReportStatusOf(record),
    created_at: record.createdAt.toISOString(),
    expires_at: record.expiresAt.toISOString(),
    answered_at: record.answeredAt?.toISOString() ?? null,
    revoked_at: record.revokedAt?.toISOString() ?? null,
    answers: record.answers
      ? {
          ...record.answers,
          answers: record.answers.answers.map((entry) => ({
            ...entry,
            answer: entry.answer as SelfReportAnswer,
          })),
        }
      : null,
  };
}
