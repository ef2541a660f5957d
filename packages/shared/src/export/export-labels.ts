import { formatMessage } from '../i18n';

/** Every label a PDF or the text copy uses, keyed like the web catalogues. */
export type ExportLabels = Readonly<Record<string, string>>;

/** The label of `key` with its `{name}` placeholders filled; the key itself if no label exists. */
export function labelOf(labels: ExportLabels, key: string, params?: Record<string, string | number>): string {
  return formatMessage(labels[key] ?? key, params);
}
