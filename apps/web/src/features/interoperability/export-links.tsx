import { useI18n } from '../../i18n/use-i18n';

/**
 * The FHIR and CSV downloads (issue 19) are plain links: the browser sends the `token` cookie with a same-site
 * GET and saves the answer under the server's file name, so no script holds the file and the keyboard works.
 */
export const fhirExportUrl = (documentId: number) => `/api/document/${documentId}/fhir`;
export const documentCsvUrl = '/api/document/export.csv';

export function FhirExportLink({ documentId, number }: { documentId: number; number?: number }) {
  const { t } = useI18n();
  return (
    <a
      className="button small"
      href={fhirExportUrl(documentId)}
      download
      aria-label={number === undefined ? undefined : t('interoperability.export_fhir_of', { number })}
    >
      {t('interoperability.export_fhir')}
    </a>
  );
}

export function CsvExportLink() {
  const { t } = useI18n();
  return (
    <a className="button" href={documentCsvUrl} download title={t('interoperability.export_csv_hint')}>
      {t('interoperability.export_csv')}
    </a>
  );
}
