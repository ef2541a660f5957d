import { useState } from 'react';
import { isSuggestionWaiting, type Suggestion } from '@icf/shared';
import { showAlert } from '../../../components/feedback/alert-store';
import { useI18n } from '../../../i18n/use-i18n';
import { useSuggestions } from '../api/list-suggestions';
import { useRequestSuggestion } from '../api/request-suggestion';
import { SuggestionPreviewDialog } from './suggestion-preview-dialog';
import './suggestions.css';

interface SuggestionCellProps {
  userId: number;
  documentId: number;
  /** The document's name (description and date), for labels. */
  documentName: string;
  planOpen: boolean;
  onTogglePlan(): void;
}

type RowStatus = 'waiting' | 'ready' | 'failed';

function rowStatusOf(suggestion: Suggestion): RowStatus {
  if (isSuggestionWaiting(suggestion.status)) return 'waiting';
  return suggestion.status === 'done' ? 'ready' : 'failed';
}

/**
 * A dashboard row's suggestion (spec §2, §8): the newest one's status, which refreshes by itself
 * while it waits; the request button, which first shows what will be sent; and the plan's toggle once ready.
 */
export function SuggestionCell({
  userId,
  documentId,
  documentName,
  planOpen,
  onTogglePlan,
}: SuggestionCellProps) {
  const { t } = useI18n();
  const suggestions = useSuggestions(userId, documentId);
  const request = useRequestSuggestion(userId, documentId);
  const [previewing, setPreviewing] = useState(false);
  const newest = suggestions.data?.data[0];
  const status = newest ? rowStatusOf(newest) : null;
  const ready = suggestions.data?.data.find((suggestion) => suggestion.status === 'done');

  const send = async () => {
    setPreviewing(false);
    try {
      await request.mutateAsync();
    } catch {
      await showAlert({
        icon: 'error',
        title: t('suggestions.send_failed'),
        text: t('suggestions.check_later'),
      });
      return;
    }
    await showAlert({ icon: 'success', title: t('suggestions.sent'), text: t('suggestions.sent_text') });
  };

  return (
    <div className="suggestion-cell">
      {status && newest && (
        <span
          className={`suggestion-status suggestion-status-${status}`}
          title={newest.error ? t(`suggestions.error.${newest.error}`) : undefined}
          data-testid={`suggestion-status-${documentId}`}
        >
          {t(`suggestions.status.${status}`)}
        </span>
      )}
      {status === 'failed' && newest?.error && (
        <span className="suggestion-error">{t(`suggestions.error.${newest.error}`)}</span>
      )}
      {status !== 'waiting' && (
        <button
          type="button"
          className="button small"
          aria-label={t('suggestions.request_of', { name: documentName })}
          disabled={request.isPending || suggestions.isPending}
          onClick={() => setPreviewing(true)}
        >
          {newest ? t('suggestions.request_again') : t('suggestions.request')}
        </button>
      )}
      {ready && (
        <button type="button" className="button small" aria-expanded={planOpen} onClick={onTogglePlan}>
          {planOpen ? t('suggestions.hide') : t('suggestions.show')}
        </button>
      )}
      {previewing && (
        <SuggestionPreviewDialog
          userId={userId}
          documentId={documentId}
          documentName={documentName}
          onSend={() => void send()}
          onClose={() => setPreviewing(false)}
        />
      )}
    </div>
  );
}
