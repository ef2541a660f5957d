import { apiPath } from '../../lib/api-path';
import { useI18n } from '../../i18n/use-i18n';

/**
 * The FHIR and CSV downloads (decision records 0019, 0020) are plain links: the browser sends the `token` cookie with a same-site
 * GET and saves the answer under the server's file name, so no script holds the file and the keyboard works.
 */
export const fhirExportUrl = (documentId: number) => apiPath('exportDocumentFhir', { id: documentId });
export const documentCsvUrl = apiPath('exportDocumentsCsv');

export function FhirExportLink({ documentId, documentName }: { documentId: number; documentName?: string }) {
  const { t } = useI18n();
  return (
    <a
      className="button small"
      href={fhirExportUrl(documentId)}
      download
      aria-label={
        documentName === undefined ? undefined : t('interoperability.export_fhir_of', { name: documentName })
      }
    >
      {t('interoperability.export_fhir')}
    </a>
  );
}

/** The CSV of every document, or (with the dashboard's client filter) of one client's. */
export function CsvExportLink({ clientId }: { clientId?: number | undefined }) {
  const { t } = useI18n();
  const href = clientId === undefined ? documentCsvUrl : `${documentCsvUrl}?client_id=${clientId}`;
  return (
    <a
      className="button"
      href={href}
      download
      title={t(
        clientId === undefined
          ? 'interoperability.export_csv_hint'
          : 'interoperability.export_csv_client_hint',
      )}
    >
      {t('interoperability.export_csv')}
    </a>
  );
}

/** A client's series as one FHIR Bundle (decision record 0048): every evaluation, its goals and targets. */
export const fhirSeriesExportUrl = (clientId: number) => apiPath('exportClientSeriesFhir', { id: clientId });

export function FhirSeriesExportLink({ clientId }: { clientId: number }) {
  const { t } = useI18n();
  return (
    <a className="button" href={fhirSeriesExportUrl(clientId)} download>
      {t('interoperability.export_series')}
    </a>
  );
}

/** The account's own data as FHIR Bulk Data NDJSON in a ZIP (decision record 0048). */
export const fhirBulkExportUrl = apiPath('exportAccountFhirBulk');

export function FhirBulkExportLink() {
  const { t } = useI18n();
  return (
    <a className="button" href={fhirBulkExportUrl} download title={t('interoperability.export_bulk_hint')}>
      {t('interoperability.export_bulk')}
    </a>
  );
}
