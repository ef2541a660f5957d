import { useId, useState, type ChangeEvent } from 'react';
import { titleInLocale, type CatalogueCheckResult, type CatalogueImportResult } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { useI18n } from '../../i18n/use-i18n';
import { formatLongDate } from '../../lib/format-date';
import { FormError } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { useCheckListFile } from './api/check-list-file';
import { useImportListFile } from './api/import-list-file';
import { useInstitutionLists } from './api/list-institution-lists';
import { useWithdrawInstitutionList } from './api/withdraw-institution-list';

/**
 * Institution core-set lists: upload a JSON or CSV file, read its check report, import it (accepting the
 * warnings when there are some), and withdraw a live list. The same checks as `npm run catalogue:import`.
 */
export function InstitutionListsPage() {
  const { t, locale } = useI18n();
  const fileId = useId();
  const [file, setFile] = useState<{ file_name: string; content: string } | null>(null);
  const [acceptWarnings, setAcceptWarnings] = useState(false);
  const [result, setResult] = useState<CatalogueCheckResult | CatalogueImportResult | null>(null);
  const checkMutation = useCheckListFile();
  const importMutation = useImportListFile();
  const withdrawMutation = useWithdrawInstitutionList();
  const { data: lists } = useInstitutionLists();
  const errors = readFormErrors(
    checkMutation.error ?? importMutation.error,
    ['file_name', 'content'],
    t('auth.request_failed'),
  );

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    setResult(null);
    checkMutation.reset();
    importMutation.reset();
    setFile(chosen ? { file_name: chosen.name, content: await chosen.text() } : null);
  };
  const check = () => file && checkMutation.mutate(file, { onSuccess: setResult });
  const runImport = () =>
    file && importMutation.mutate({ ...file, accept_warnings: acceptWarnings }, { onSuccess: setResult });
  const withdraw = async (id: string, name: string) => {
    const { confirmed } = await showAlert({
      icon: 'warning',
      title: t('admin.lists.withdraw'),
      text: t('admin.lists.confirm_withdraw', { name }),
      confirmText: t('admin.lists.withdraw'),
      cancelText: t('alert.cancel'),
      focusCancel: true,
    });
    if (confirmed) withdrawMutation.mutate(id);
  };

  return (
    <>
      <h2>{t('page.admin_lists')}</h2>
      <p>{t('admin.lists.intro')}</p>
      <div className={errors.fields.content || errors.fields.file_name ? 'field has-error' : 'field'}>
        <label htmlFor={fileId}>{t('admin.lists.file')}</label>
        <input
          id={fileId}
          type="file"
          accept=".json,.csv,application/json,text/csv"
          onChange={(e) => void choose(e)}
        />
        {(errors.fields.file_name ?? errors.fields.content) && (
          <p className="field-error">{errors.fields.file_name ?? errors.fields.content}</p>
        )}
      </div>
      <label className="feedback-category">
        <input
          type="checkbox"
          checked={acceptWarnings}
          onChange={(e) => setAcceptWarnings(e.target.checked)}
        />
        {t('admin.lists.accept_warnings')}
      </label>
      <FormError message={errors.form} />
      <div className="admin-card-actions">
        <button type="button" className="button" disabled={!file || checkMutation.isPending} onClick={check}>
          {t('admin.lists.check')}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={!file || importMutation.isPending}
          onClick={runImport}
        >
          {t('admin.lists.import')}
        </button>
      </div>
      {result && <CheckReport result={result} />}
      <h3>{t('admin.lists.live')}</h3>
      {!lists ? (
        <p>{t('admin.loading')}</p>
      ) : lists.data.length === 0 ? (
        <p>{t('admin.lists.none')}</p>
      ) : (
        <ul className="admin-cards">
          {lists.data.map((list) => {
            const name = titleInLocale(list, locale);
            return (
              <li key={list.id} className="admin-card">
                <h4>
                  {name} <span className="admin-details">{list.id}</span>
                </h4>
                <p className="admin-details">
                  {list.condition} · {list.context} · {formatLongDate(list.imported_at, locale)}
                </p>
                <p className="admin-details">
                  {t('admin.lists.counts', {
                    brief: list.brief_count ?? '—',
                    comprehensive: list.comprehensive_count ?? '—',
                  })}
                </p>
                <p className="admin-details">{t('admin.lists.source', { source: list.source })}</p>
                <div className="admin-card-actions">
                  <button
                    type="button"
                    className="button danger"
                    disabled={withdrawMutation.isPending}
                    onClick={() => void withdraw(list.id, name)}
                  >
                    {t('admin.lists.withdraw')}
                  </button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** The check report: the verdict, the sets with their sizes, then errors and warnings (as the server wrote them). */
function CheckReport({ result }: { result: CatalogueCheckResult | CatalogueImportResult }) {
  const { t } = useI18n();
  const imported = 'accepted' in result ? result : null;
  // The answer lists the first problems only (decision record 0042).
  const listed = result.report.errors.length + result.report.warnings.length;
  return (
    <section className="admin-report" aria-label={t('admin.lists.report')} role="status">
      <h3>{t('admin.lists.report')}</h3>
      <p>
        <strong>{t(`admin.lists.verdict.${result.verdict}`)}</strong>
      </p>
      {imported && (
        <p>
          {imported.accepted
            ? t('admin.lists.imported', { ids: imported.created_set_ids.join(', ') })
            : t('admin.lists.not_imported')}
        </p>
      )}
      {result.report.sets.length > 0 && (
        <>
          <h4>{t('admin.lists.sets')}</h4>
          <ul>
            {result.report.sets.map((set) => (
              <li key={set.key}>
                {set.key} — {set.name} (
                {t('admin.lists.counts', {
                  brief: set.brief?.total ?? '—',
                  comprehensive: set.comprehensive?.total ?? '—',
                })}
                )
              </li>
            ))}
          </ul>
        </>
      )}
      {(['errors', 'warnings'] as const).map((kind) =>
        result.report[kind].length === 0 ? null : (
          <div key={kind}>
            <h4>{t(`admin.lists.${kind}`)}</h4>
            <ul>
              {result.report[kind].map((issue, index) => (
                <li key={index}>
                  [{issue.rule}] {issue.set ? `${issue.set}: ` : ''}
                  {issue.message}
                </li>
              ))}
            </ul>
          </div>
        ),
      )}
      {listed < result.report.errors_total + result.report.warnings_total && (
        <>
          <p>
            {t('admin.lists.listed_of', {
              listed,
              total: result.report.errors_total + result.report.warnings_total,
            })}
          </p>
          <ul>
            {result.report.counts.map((counted) => (
              <li key={`${counted.severity} ${counted.rule}`}>
                [{counted.rule}] {counted.count}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

export default InstitutionListsPage;
