import {
  differsByTwoOrMore,
  selfReportAnswerWords,
  selfReportTextFields,
  selfReportWords,
  titleInLocale,
  type CodeEntry,
  type SelfReport,
} from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useCodes } from '../../icf-data';

/**
 * A sent self-report beside the clinician's ratings (decision record 0053): per asked category the client's
 * answer in the ICF's words and the first qualifier of `ratings`, the categories two steps or more apart
 * marked; then the client's sentences and closing texts. Nothing here changes a rating.
 */
export function SelfReportAnswers({
  report,
  ratings,
}: {
  report: SelfReport;
  ratings: Record<string, CodeEntry> | undefined;
}) {
  const { t, locale } = useI18n();
  const codes = useCodes().data;
  const answers = report.answers;
  if (!answers) return null;
  const notApplicable = selfReportWords[locale].not_applicable;
  return (
    <div className="self-report-answers">
      <div className="self-report-table-wrap">
        <table className="self-report-table">
          <thead>
            <tr>
              <th scope="col">{t('self_report.category')}</th>
              <th scope="col">{t('self_report.client_answer')}</th>
              <th scope="col">{t('self_report.your_rating')}</th>
            </tr>
          </thead>
          <tbody>
            {answers.answers.map((entry) => {
              const q1 = ratings?.[entry.code]?.q1;
              const differs = differsByTwoOrMore(entry.answer, q1);
              return (
                <tr key={entry.code} className={differs ? 'self-report-differs' : undefined}>
                  <th scope="row">
                    <span className="self-report-code">{entry.code}</span>{' '}
                    {titleInLocale(codes?.[entry.code], locale)}
                  </th>
                  <td>
                    {entry.answer === '9'
                      ? notApplicable
                      : `${entry.answer} ${selfReportAnswerWords(entry.answer, locale, notApplicable)}`}
                    {entry.note && <p className="self-report-note">“{entry.note}”</p>}
                  </td>
                  <td>
                    {q1 ? q1 : t('self_report.not_rated')}
                    {differs && <strong className="self-report-flag"> {t('self_report.differs')}</strong>}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {selfReportTextFields.some((field) => answers[field] !== '') && (
        <dl className="self-report-texts">
          {selfReportTextFields
            .filter((field) => answers[field] !== '')
            .map((field) => (
              <div key={field}>
                <dt>{selfReportWords[locale].texts[field]}</dt>
                <dd>{answers[field]}</dd>
              </div>
            ))}
        </dl>
      )}
    </div>
  );
}
