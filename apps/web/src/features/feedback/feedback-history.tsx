import { useI18n } from '../../i18n/use-i18n';
import { formatLongDate } from '../../lib/format-date';
import { useMyFeedback } from './api/list-my-feedback';

/** A signed-in user's messages, newest first, each with its status and the answer once there is one. */
export function FeedbackHistory({ userId }: { userId: number }) {
  const { t, locale } = useI18n();
  const { data, isPending } = useMyFeedback(userId);
  if (isPending) return <p>{t('admin.loading')}</p>;
  const messages = data?.data ?? [];
  if (messages.length === 0) return <p>{t('feedback.none')}</p>;
  return (
    <ul className="feedback-list">
      {messages.map((item) => (
        <li key={item.id} className="feedback-item" data-testid="my-feedback">
          <p className="feedback-meta">
            <span className={`feedback-status is-${item.status}`}>{t(`feedback.status.${item.status}`)}</span>
            <span>{t(`feedback.category.${item.category}`)}</span>
            <span>{t('feedback.sent_on', { date: formatLongDate(item.created_at, locale) })}</span>
          </p>
          <p className="feedback-text">{item.message}</p>
          {item.answer !== null && (
            <div className="feedback-answer">
              <h3>{t('feedback.answer')}</h3>
              <p className="feedback-text">{item.answer}</p>
              {item.answered_at && (
                <p className="feedback-meta">
                  {t('feedback.answered_on', { date: formatLongDate(item.answered_at, locale) })}
                </p>
              )}
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
