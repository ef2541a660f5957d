/** Messages of the settings page "Your data": the data export and the account deletion (decision 0028). */
export const accountEn = {
  'account.page': 'Your data',
  'account.export_title': 'Download all my data',
  'account.export_text':
    'One ZIP file with every document (as FHIR R4 JSON and as one CSV), every saved version, your clients, goals, personal core sets, suggested plans and messages, and a README that says what each file is.',
  'account.export_button': 'Download all my data (ZIP)',
  'account.delete_title': 'Delete my account',
  'account.delete_text':
    'This erases your account, every document and version, your clients, goals, personal core sets, suggested plans and messages at once. It cannot be undone: download your data first if you need it.',
  'account.delete_button': 'Delete my account…',
  'account.delete_dialog_title': 'Delete your account for good?',
  'account.delete_dialog_text':
    'Enter your password and type your e-mail address ({email}) to confirm. Everything is erased at once.',
  'account.delete_email': 'Type your e-mail address',
  'account.delete_confirm': 'Delete everything',
  'account.deleting': 'Deleting…',
  'account.delete_failed': 'The account could not be deleted.',
} as const;
