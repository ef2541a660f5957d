import { suggestionStatuses } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { showAlert } from '../../components/feedback/alert-store';
import { showToast } from '../../components/feedback/toast-store';
import { useI18n } from '../../i18n/use-i18n';
import { formatLongDate } from '../../lib/format-date';
import { readFormErrors } from '../../components/form/form-errors';
import { useUsage } from './api/get-usage';
import { useRetryJob } from './api/retry-job';

/** The server's job queues (named by each job's id, in the server's `*-job.ts` files) by what they do. */
const queueNames: Record<string, MessageKey> = {
  'suggestion.write': 'admin.usage.queue_name.suggestion',
  'password-reset-mail': 'admin.usage.queue_name.password_reset_mail',
  'prune-auth-tables': 'admin.usage.queue_name.prune_auth_tables',
  'prune-idempotency-keys': 'admin.usage.queue_name.prune_idempotency_keys',
  'purge-deleted-documents': 'admin.usage.queue_name.purge_deleted_documents',
  // PGlite's only (db/vacuum-embedded-database-job.ts).
  'vacuum-embedded-database': 'admin.usage.queue_name.vacuum_embedded_database',
};

/** Documents per week, suggestions by status, the job queue and its failed jobs (retry one). */
export function UsagePage() {
  const { t, locale } = useI18n();
  const { data } = useUsage();
  const retryMutation = useRetryJob();
  if (!data) return <p>{t('admin.loading')}</p>;
  const most = Math.max(1, ...data.documents_per_week.map((week) => week.count));

  const retry = (id: number) =>
    retryMutation.mutate(id, {
      onSuccess: () => showToast({ text: t('admin.usage.retried') }),
      onError: (error) => {
        const { form } = readFormErrors(error, [], t('auth.request_failed'));
        if (form) void showAlert({ icon: 'error', title: form });
      },
    });

  return (
    <>
      <h2>{t('page.admin_usage')}</h2>
      <section aria-labelledby="usage-weeks">
        <h3 id="usage-weeks">{t('admin.usage.documents_per_week')}</h3>
        <table className="admin-weeks">
          <thead>
            <tr>
              <th scope="col">{t('admin.usage.week')}</th>
              <th scope="col">{t('admin.usage.count')}</th>
            </tr>
          </thead>
          <tbody>
            {data.documents_per_week.map((week) => (
              <tr key={week.week}>
                <td>
                  {t('admin.usage.week_of', {
                    date: formatLongDate(`${week.week}T00:00:00Z`, locale, 'UTC'),
                  })}
                </td>
                <td>
                  <span
                    className="admin-bar"
                    style={{ width: `${(week.count / most) * 6}rem` }}
                    aria-hidden="true"
                  />
                  {week.count}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="usage-suggestions">
        <h3 id="usage-suggestions">{t('admin.usage.suggestions')}</h3>
        <dl className="admin-stats">
          {suggestionStatuses.map((status) => (
            <div key={status}>
              <dt>{t(`admin.usage.status.${status}`)}</dt>
              <dd>{data.suggestions_by_status[status] ?? 0}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="usage-queue">
        <h3 id="usage-queue">{t('admin.usage.queue')}</h3>
        {data.queue === null ? (
          <p>{t('admin.usage.queue_unavailable')}</p>
        ) : (
          <>
            {data.queue.map((queue, index) => (
              <div key={queue.name} className="admin-queue">
                <h4 id={`usage-queue-${index}`}>
                  {queueNames[queue.name] ? t(queueNames[queue.name]!) : queue.name}
                </h4>
                <dl className="admin-stats" aria-labelledby={`usage-queue-${index}`}>
                  <div>
                    <dt>{t('admin.usage.waiting')}</dt>
                    <dd>{queue.waiting}</dd>
                  </div>
                  <div>
                    <dt>{t('admin.usage.active')}</dt>
                    <dd>{queue.active}</dd>
                  </div>
                  <div>
                    <dt>{t('admin.usage.failed')}</dt>
                    <dd>{queue.failed}</dd>
                  </div>
                </dl>
              </div>
            ))}
            <p className="admin-details">{t('admin.usage.queue_note')}</p>
          </>
        )}
      </section>
      <section aria-labelledby="usage-failed">
        <h3 id="usage-failed">{t('admin.usage.failed_jobs')}</h3>
        {data.failed_jobs.length === 0 ? (
          <p>{t('admin.usage.no_failed')}</p>
        ) : (
          <ul className="admin-cards">
            {data.failed_jobs.map((job) => (
              <li key={job.id} className="admin-card">
                <h4>{t('admin.usage.job', { id: job.id })}</h4>
                <p>{job.reason ? t(`suggestions.error.${job.reason}`) : t('admin.usage.unknown_reason')}</p>
                <p className="admin-details">
                  {t('admin.usage.attempts', { count: job.attempts })}
                  {job.failed_at &&
                    ` · ${t('admin.usage.failed_at', { date: formatLongDate(job.failed_at, locale) })}`}
                </p>
                <div className="admin-card-actions">
                  <button
                    type="button"
                    className="button"
                    disabled={retryMutation.isPending}
                    onClick={() => retry(job.id)}
                  >
                    {t('admin.usage.retry')}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export default UsagePage;
