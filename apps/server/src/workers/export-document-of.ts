import { buildExportDocument, type CopyDocumentRequest, type ExportDocument } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import type { IcfData } from '../icf/load-icf-data';
import { checkCodeEntries } from '../icf/check-document-content';
import type { DocumentCatalogue } from '../icf/document-catalogue';
import { resolveExportLabels } from '../http/export-labels';

/**
 * A checked download or copy form joined with the reference data and the labels: the save call's code checks
 * (a 422 naming each problem), then the document the forms and the text are made of.
 */
export async function exportDocumentOf(
  request: CopyDocumentRequest,
  reference: { icf: IcfData; catalogue: DocumentCatalogue },
  locale: Locale,
): Promise<ExportDocument> {
  checkCodeEntries(reference.catalogue, request.data);
  const labels = await resolveExportLabels(locale, request.message);
  return buildExportDocument(reference.icf.codes, request, labels);
}
