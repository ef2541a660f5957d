import type { ExportLabels } from '@icf/shared';
import { loadMessages, type Locale, type Messages } from '@icf/shared/i18n';

/**
 * Spec §7: the labels come from the `message` catalogue the client sends (the locale it shows); whatever it
 * leaves out comes from the server's catalogue of the request's locale. Keys the server does not know are
 * dropped: the client cannot add text the forms never show.
 */
export async function resolveExportLabels(
  locale: Locale,
  clientMessages: Readonly<Record<string, string>>,
): Promise<ExportLabels> {
  const catalogue: Messages = await loadMessages(locale);
  const labels: Record<string, string> = { ...catalogue };
  for (const [key, value] of Object.entries(clientMessages)) {
    if (Object.hasOwn(catalogue, key)) labels[key] = value;
  }
  return labels;
}
