import { Fragment } from 'react';
import type { Suggestion } from '@icf/shared';
import { showToast } from '../../../components/feedback/toast-store';
import { useI18n } from '../../../i18n/use-i18n';

/**
 * A finished plan under the spec's title 'recommended treatment plan' (§2). Newlines become line breaks;
 * anything else, HTML or markdown included, is shown as the text it is (React escapes it). Who wrote it is
 * named, with the reminder that a professional reviews it, and it can be copied.
 */
export function SuggestionPlan({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useI18n();
  const content = suggestion.choices[0]?.message.content ?? '';
  const lines = content.split(/\r?\n/);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(content);
      showToast({ text: t('suggestions.copied') });
    } catch {
      showToast({ text: t('suggestions.copy_failed') });
    }
  };
  return (
    <section className="suggestion-plan" aria-labelledby={`suggestion-plan-${suggestion.id}`}>
      <h3 id={`suggestion-plan-${suggestion.id}`}>{t('suggestions.title')}</h3>
      <p className="suggestion-plan-text">
        {lines.map((line, index) => (
          <Fragment key={index}>
            {index > 0 && <br />}
            {line}
          </Fragment>
        ))}
      </p>
      <p className="suggestion-plan-meta muted">
        {suggestion.provider === 'offline'
          ? t('suggestions.by_offline', { model: suggestion.model })
          : t('suggestions.by_llm', { model: suggestion.model })}{' '}
        {t('suggestions.review')}
      </p>
      <button type="button" className="button small" onClick={() => void copy()}>
        {t('suggestions.copy')}
      </button>
    </section>
  );
}
