import { buildExportDocument, documentText, type CodeMap, type CoreSetGroup } from '@icf/shared';
import type { Messages } from '@icf/shared/i18n';
import { exportSets, type ExportContent } from './export-content';

/**
 * The text copy made in the browser, with the same shared `documentText` the server's copy call uses, for
 * when that call cannot reach the server (offline; decision record 0026). The labels are the locale's whole
 * catalogue, which is what the server's copy would have used for them.
 */
export function documentTextOffline(
  content: ExportContent,
  groups: readonly CoreSetGroup[] | undefined,
  codes: CodeMap,
  messages: Messages | null,
): string {
  const request = {
    info: content.info,
    data: { ...content.data },
    sets: exportSets(content, groups),
    message: {},
  };
  return documentText(buildExportDocument(codes, request, messages ?? {}));
}
