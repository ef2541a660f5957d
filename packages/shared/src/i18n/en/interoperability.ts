/** Messages of the FHIR and CSV exports (decision records 0019, 0020). */
export const interoperabilityEn = {
  'interoperability.export_fhir': 'Export FHIR (JSON)',
  'interoperability.export_fhir_of': 'Export {name} as FHIR (JSON)',
  'interoperability.export_csv': 'Export CSV',
  'interoperability.export_csv_hint': 'Every document’s rated categories as a spreadsheet (CSV)',
  'interoperability.export_csv_client_hint':
    'This client’s documents’ rated categories as a spreadsheet (CSV)',
} as const;
