/** The interoperability feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { CsvExportLink, FhirExportLink } from './export-links';
