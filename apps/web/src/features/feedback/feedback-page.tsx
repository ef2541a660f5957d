import { useId, useState, type FormEvent } from 'react';
import { feedbackCategories, feedbackMessageMaxLength, type FeedbackCategory } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { useI18n } from '../../i18n/use-i18n';
import { useAuth } from '../../lib/auth/auth-store';
import { FormError, FormField } from '../../components/form/form-field';
import { readFormErrors } from '../../components/form/form-errors';
import { FeedbackHistory } from './feedback-history';
import { useSendFeedback } from './api/send-feedback';
import '../../styles/feedback.css';

/**
 * Questions and suggestions (decision 0015): a form for everyone (the e-mail prefilled for a signed-in user) and,
 * for a signed-in user, their earlier messages with the answers.
 */
export function FeedbackPage() {
  const { t } = useI18n();
  const { user } = useAuth();
  const sendMutation = useSendFeedback();
  const [category, setCategory] = useState<FeedbackCategory>('question');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');
  const messageId = useId();
  const errors = readFormErrors(
    sendMutation.error,
    ['category', 'message', 'email'],
    t('auth.request_failed'),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    sendMutation.mutate(
      { category, message, email },
      {
        onSuccess: () => {
          setMessage('');
          void showAlert({ icon: 'success', title: t('feedback.sent') });
        },
      },
    );
  };

  return (
    <div className="page feedback-page">
      <h1>{t('page.feedback')}</h1>
      <p className="feedback-intro">{t('feedback.intro')}</p>
      <form className="feedback-form" onSubmit={submit} noValidate>
        <fieldset className={errors.fields.category ? 'field has-error' : 'field'}>
          <legend>{t('feedback.category')}</legend>
          <div className="feedback-categories">
            {feedbackCategories.map((value) => (
              <label key={value} className="feedback-category">
                <input
                  type="radio"
                  name="category"
                  value={value}
                  checked={category === value}
                  onChange={() => setCategory(value)}
                />
                {t(`feedback.category.${value}`)}
              </label>
            ))}
          </div>
          {errors.fields.category && <p className="field-error">{errors.fields.category}</p>}
        </fieldset>
        <div className={errors.fields.message ? 'field has-error' : 'field'}>
          <label htmlFor={messageId}>
            {t('feedback.message')}
            <span className="required-mark" aria-hidden="true">
              {' *'}
            </span>
          </label>
          <textarea
            id={messageId}
            name="message"
            rows={6}
            required
            value={message}
            maxLength={feedbackMessageMaxLength}
            aria-invalid={errors.fields.message ? true : undefined}
            aria-describedby={`${messageId}-count${errors.fields.message ? ` ${messageId}-error` : ''}`}
            onChange={(event) => setMessage(event.target.value.slice(0, feedbackMessageMaxLength))}
          />
          <span id={`${messageId}-count`} className="char-counter">
            {t('feedback.characters', { count: message.length, max: feedbackMessageMaxLength })}
          </span>
          {errors.fields.message && (
            <p id={`${messageId}-error`} className="field-error">
              {errors.fields.message}
            </p>
          )}
        </div>
        <FormField
          label={t('feedback.email')}
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onValueChange={setEmail}
          error={errors.fields.email}
        />
        <p className="feedback-hint">{t('feedback.email_hint')}</p>
        <FormError message={errors.form} />
        <button type="submit" className="button primary" disabled={sendMutation.isPending}>
          {t('feedback.send')}
        </button>
      </form>
      <section className="feedback-mine" aria-labelledby="feedback-mine-title">
        <h2 id="feedback-mine-title">{t('feedback.mine')}</h2>
        {user ? <FeedbackHistory userId={user.id} /> : <p>{t('feedback.sign_in_hint')}</p>}
      </section>
    </div>
  );
}

export default FeedbackPage;
