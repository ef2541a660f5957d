/** Messages of the FHIR and CSV exports (decision records 0019, 0020). */
export const interoperabilityEn = {
  'interoperability.export_fhir': 'Export FHIR (JSON)',
  'interoperability.export_fhir_of': 'Export {name} as FHIR (JSON)',
  'interoperability.export_csv': 'Export CSV',
  'interoperability.export_csv_hint': 'Every document’s rated categories as a spreadsheet (CSV)',
  'interoperability.export_csv_client_hint':
    'This client’s documents’ rated categories as a spreadsheet (CSV)',
  'interoperability.export_series': 'Export series (FHIR)',
  'interoperability.export_bulk': 'Export all (FHIR NDJSON)',
  'interoperability.export_bulk_hint':
    'Your clients and documents as FHIR Bulk Data: one NDJSON file per resource type, in a ZIP',
  // A client's series as one FHIR Bundle, back into the account (decision record 0048).
  'interoperability.series_import.title': 'Import a client’s series (FHIR)',
  'interoperability.series_import.hint':
    'A FHIR file (JSON) of a client’s evaluations, as “Export series (FHIR)” writes it. A client you already have gets only the evaluations it lacks.',
  'interoperability.series_import.file': 'FHIR file (JSON)',
  'interoperability.series_import.submit': 'Import series',
  'interoperability.series_import.imported': 'Imported: {count} evaluations.',
  'interoperability.series_import.existing':
    'Already imported: nothing new was stored ({count} evaluations).',
  'interoperability.series_import.open_client': 'Open the client',
  'interoperability.series_import.refused': 'The file was not imported. What is wrong, by place in the file:',
  'interoperability.series_import.more_problems': 'and {count} more.',
  'interoperability.series_import.no_file': 'Choose a FHIR file first.',
  'interoperability.series_import.not_json': 'This file is not JSON.',
  'interoperability.series_import.too_large': 'This file is too large to import.',
  'interoperability.series_import.failed': 'The import failed. Please try again.',
} as const;
