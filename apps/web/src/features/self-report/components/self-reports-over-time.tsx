import { selfReportAnswerWords, selfReportWords, titleInLocale } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useCodes } from '../../icf-data';
import { useSelfReports } from '../api/self-reports-api';
import '../self-report.css';

/**
 * The progress page's self-reports over time (decision record 0053): each sent report a column, by the day it
 * was sent, each asked category a row with the client's answer, beside the evaluations' table above it.
 */
export function SelfReportsOverTime({ clientId }: { clientId: number }) {
  const { t, locale } = useI18n();
  const codes = useCodes().data;
  const sent = (useSelfReports(clientId).data ?? [])
    .filter((report) => report.answers !== null)
    .sort((a, b) => a.answered_at!.localeCompare(b.answered_at!));
  if (sent.length === 0) return null;
  const asked = [...new Set(sent.flatMap((report) => report.codes))].sort();
  const notApplicable = selfReportWords[locale].not_applicable;
  return (
    <section aria-labelledby="self-reports-over-time">
      <h2 id="self-reports-over-time">{t('self_report.over_time')}</h2>
      <div className="progress-table-wrap">
        <table className="progress-table self-report-table">
          <thead>
            <tr>
              <th scope="col">{t('progress.code')}</th>
              {sent.map((report) => (
                <th scope="col" key={report.id} className="progress-date">
                  {report.answered_at!.slice(0, 10)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {asked.map((code) => (
              <tr key={code}>
                <th scope="row">
                  <span className="self-report-code">{code}</span> {titleInLocale(codes?.[code], locale)}
                </th>
                {sent.map((report) => {
                  const entry = report.answers!.answers.find((answer) => answer.code === code);
                  return (
                    <td key={report.id}>
                      {entry ? selfReportAnswerWords(entry.answer, locale, notApplicable) : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
