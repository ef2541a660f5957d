import { appendWithin, selfReportPerspectiveText, selfReportWords, textareaMaxLength } from '@icf/shared';
import { showToast } from '../../../components/feedback/toast-store';
import { useI18n } from '../../../i18n/use-i18n';
import { formatLongDate } from '../../../lib/format-date';
import { useDraftClient } from '../../draft';
import { getDraft, updateInfo } from '../../draft';
import { useDraft } from '../../draft';
import { useSelfReports } from '../api/self-reports-api';
import { SelfReportAnswers } from './self-report-answers';
import '../self-report.css';

/**
 * The write screen's self-report (decision record 0053): the latest report the draft's client sent, beside
 * the draft's own ratings, and one action that appends the client's words to the perspective fields (spec
 * §3). It never touches a qualifier.
 */
export function SelfReportBesideForm() {
  const { t, locale } = useI18n();
  const { clientId } = useDraftClient();
  const reports = useSelfReports(clientId);
  const ratings = useDraft((draft) => draft.selection.entries);
  const latest = reports.data?.find((report) => report.answers !== null);
  if (!latest?.answers) return null;

  const copyWords = () => {
    const words = selfReportPerspectiveText(latest.answers!, selfReportWords[locale].texts);
    const { info } = getDraft();
    updateInfo({
      perspective_bf: appendWithin(info.perspective_bf, words.perspective_bf, textareaMaxLength),
      perspective_ap: appendWithin(info.perspective_ap, words.perspective_ap, textareaMaxLength),
    });
    showToast({ text: t('self_report.words_copied') });
  };

  return (
    <details className="write-section self-report-beside">
      <summary>
        <h2 className="write-section-title">
          {t('self_report.latest_of', { date: formatLongDate(latest.answered_at!, locale) })}
        </h2>
      </summary>
      <SelfReportAnswers report={latest} ratings={ratings} />
      <button type="button" className="button" onClick={copyWords}>
        {t('self_report.copy_words')}
      </button>
    </details>
  );
}
