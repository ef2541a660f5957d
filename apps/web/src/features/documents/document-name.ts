import type { MessageKey } from '@icf/shared/i18n';
import { formatCreatedAt } from '../../lib/format-date';

type Translate = (key: MessageKey, params?: Record<string, string | number>) => string;

/**
 * How labels and titles name a saved document: its description and its created date, or the date alone as an
 * untitled document. Never the dashboard's row number, which changes with the page and the sort order.
 */
export function documentName(document: { description: string; created_at: string }, t: Translate): string {
  const date = formatCreatedAt(document.created_at);
  const description = document.description.trim();
  return description ? t('documents.name', { description, date }) : t('documents.name_untitled', { date });
}
