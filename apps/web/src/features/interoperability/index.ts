/** The interoperability feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { CsvExportLink, FhirBulkExportLink, FhirExportLink, FhirSeriesExportLink } from './export-links';
export { SeriesImportForm } from './series-import-form';
