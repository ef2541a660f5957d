import { useId, useState } from 'react';
import {
  feedbackMessageMaxLength,
  feedbackStatuses,
  type AdminFeedback,
  type FeedbackStatus,
} from '@icf/shared';
import { showToast } from '../../components/feedback/toast-store';
import { useI18n } from '../../i18n/use-i18n';
import { formatLongDate } from '../../lib/format-date';
import { FormError } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { Pager } from './components/pager';
import { useFeedbackInbox } from './api/list-feedback';
import { useUpdateFeedback } from './api/update-feedback';

const perPage = 20;

/** The questions and suggestions users sent, by status; answer one (mailed to the sender), close, reopen. */
export function FeedbackInboxPage() {
  const { t } = useI18n();
  const filterId = useId();
  const [status, setStatus] = useState<FeedbackStatus | ''>('new');
  const [page, setPage] = useState(1);
  const { data } = useFeedbackInbox({ ...(status ? { status } : {}), page, per_page: perPage });

  return (
    <>
      <h2>{t('page.admin_feedback')}</h2>
      <div className="admin-toolbar">
        <div className="field">
          <label htmlFor={filterId}>{t('admin.feedback.filter')}</label>
          <select
            id={filterId}
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as FeedbackStatus | '');
              setPage(1);
            }}
          >
            <option value="">{t('admin.feedback.all')}</option>
            {feedbackStatuses.map((value) => (
              <option key={value} value={value}>
                {t(`feedback.status.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!data ? (
        <p>{t('admin.loading')}</p>
      ) : data.data.length === 0 ? (
        <p>{t('admin.feedback.none')}</p>
      ) : (
        <ul className="admin-cards">
          {data.data.map((message) => (
            <FeedbackCard key={message.id} message={message} />
          ))}
        </ul>
      )}
      {data && <Pager page={page} perPage={perPage} total={data.total} onPage={setPage} />}
    </>
  );
}

function FeedbackCard({ message }: { message: AdminFeedback }) {
  const { t, locale } = useI18n();
  const answerId = useId();
  const updateMutation = useUpdateFeedback();
  const [answer, setAnswer] = useState(message.answer ?? '');
  const errors = readFormErrors(updateMutation.error, ['answer', 'status'], t('auth.request_failed'));

  const sendAnswer = () =>
    updateMutation.mutate(
      { id: message.id, change: { answer } },
      { onSuccess: () => showToast({ text: t('admin.feedback.answered') }) },
    );
  const setStatus = (status: FeedbackStatus) =>
    updateMutation.mutate(
      { id: message.id, change: { status } },
      { onSuccess: () => showToast({ text: t('admin.done') }) },
    );

  return (
    <li className="admin-card" data-testid="admin-feedback">
      <p className="feedback-meta">
        <span className={`feedback-status is-${message.status}`}>
          {t(`feedback.status.${message.status}`)}
        </span>
        <span>{t(`feedback.category.${message.category}`)}</span>
        <span>{t('feedback.sent_on', { date: formatLongDate(message.created_at, locale) })}</span>
      </p>
      <p className="admin-details">
        {t('admin.feedback.from')}: {message.user ? message.user.name : t('admin.feedback.visitor')} ·{' '}
        {message.email}
      </p>
      <p className="feedback-text">{message.message}</p>
      <div className={errors.fields.answer ? 'field has-error' : 'field'}>
        <label htmlFor={answerId}>{t('admin.feedback.answer')}</label>
        <textarea
          id={answerId}
          rows={4}
          value={answer}
          maxLength={feedbackMessageMaxLength}
          aria-invalid={errors.fields.answer ? true : undefined}
          onChange={(event) => setAnswer(event.target.value.slice(0, feedbackMessageMaxLength))}
        />
        {errors.fields.answer && <p className="field-error">{errors.fields.answer}</p>}
      </div>
      <FormError message={errors.form} />
      <div className="admin-card-actions">
        <button
          type="button"
          className="button primary"
          disabled={updateMutation.isPending || answer.trim() === ''}
          onClick={sendAnswer}
        >
          {t('admin.feedback.send_answer')}
        </button>
        {message.status === 'closed' ? (
          <button
            type="button"
            className="button"
            disabled={updateMutation.isPending}
            onClick={() => setStatus('new')}
          >
            {t('admin.feedback.reopen')}
          </button>
        ) : (
          <button
            type="button"
            className="button"
            disabled={updateMutation.isPending}
            onClick={() => setStatus('closed')}
          >
            {t('admin.feedback.close')}
          </button>
        )}
      </div>
    </li>
  );
}

export default FeedbackInboxPage;
