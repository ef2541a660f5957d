/**
 * Messages of the PDF forms and the plain-text copy (decision 0010), and of the download and copy actions. The
 * client sends its catalogue with each download, so the PDF speaks the user's language; the spec's own texts
 * (§8) are kept word for word.
 */
export const exportEn = {
  'component.b': 'Body functions',
  'component.s': 'Body structures',
  'component.d': 'Activities and participation',
  'component.e': 'Environmental factors',

  'export.core_sets': 'Core sets',
  'export.no_codes': 'No codes selected.',
  'export.no_rated': 'No category is rated yet.',
  'export.not_rated': 'Not rated',
  'export.sheet.client_perspective': 'Client’s perspective',
  'export.sheet.professional_perspective': 'Health professional’s perspective',
  'export.sheet.body': 'Body functions and structures',
  'export.sheet.activities': 'Activities and participation',
  'export.sheet.contextual': 'Contextual factors',
  'export.profile.category': 'Category',
  'export.profile.scale':
    '0 no problem … 4 complete problem; environmental factors: barriers left of 0, facilitators right',
  'export.profile.performance': 'Performance',
  'export.profile.capacity': 'Capacity',

  'documents.copied': 'Document has been copied to clipboard.',
  'documents.copy_failed': 'Document copy failed.',
  'download.working': 'Preparing…',
  'download.failed': 'The PDF could not be made.',
  'download.unreachable': 'The server could not be reached. Please try again.',
  'download.offline': 'You are offline. Please try again when the connection is back.',
  'download.saved_as_file': 'The browser blocked the new window, so the PDF was saved as a file.',
  'dashboard.download': 'Download',
  'dashboard.download_of': 'Download {name}',
} as const;
