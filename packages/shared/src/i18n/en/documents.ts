/**
 * Messages of saved documents (issue #6): saving from the write screen, the dashboard list, import, delete.
 * The spec's own texts (§8) are kept word for word, 'Save successed.' included.
 */
export const documentsEn = {
  'documents.save_title': 'Save document',
  'documents.save_description': 'Description',
  'documents.save_confirm': 'Save',
  'documents.save_success': 'Save successed.',
  'documents.save_failed': 'Save failed.',
  'documents.login_required_title': 'Log in to save',
  'documents.login_required_text':
    'Saved documents belong to an account. Your draft stays in this browser and will be here after you log in.',
  'documents.login': 'Log in',
  'documents.editing_saved':
    'Editing the saved document “{description}”. Saving updates it; its earlier state is kept as a version.',
  'documents.no_description': 'without description',

  'documents.delete_title': 'Are you sure?',
  'documents.delete_text': "You won't be able to revert this!",
  'documents.delete_confirm': 'Delete it',
  'documents.delete_cancel': 'Cancel',
  'documents.deleted': 'Your document has been deleted.',
  'documents.delete_failed': 'The document could not be deleted.',

  'documents.import_replace_title': 'Replace the current draft?',
  'documents.import_replace_text':
    'The document you are writing will be replaced by the saved one. Save it first if you want to keep it.',
  'documents.import_confirm': 'Import',
  'documents.import_failed': 'The document could not be loaded.',
  'documents.copy_soon_text': 'Copying a document as text will be available soon.',

  'dashboard.notice':
    'Saved documents are kept on the server with your account. The document you are writing (the draft) is kept only in this browser until you save it.',
  'dashboard.notice_close': 'Close notice',
  'dashboard.total': '{total} documents',
  'dashboard.caption': 'Saved documents',
  'dashboard.column.number': '#',
  'dashboard.column.client': 'Client',
  'dashboard.column.description': 'Description',
  'dashboard.column.created_at': 'Created date',
  'dashboard.column.copy': 'Copy for text',
  'dashboard.column.import': 'Modify or download',
  'dashboard.column.delete': 'Delete',
  'dashboard.sort_by': 'Sort by {column}',
  'dashboard.copy': 'Copy',
  'dashboard.import': 'Import',
  'dashboard.delete': 'Delete',
  'dashboard.empty': 'No saved documents yet',
  'dashboard.empty_hint': 'Choose core sets, fill in the form and save it: it will be listed here.',
  'dashboard.start': 'Start a document',
  'dashboard.loading': 'Loading documents…',
  'dashboard.load_failed': 'The documents could not be loaded.',
  'dashboard.retry': 'Try again',
  'dashboard.pagination': 'Pages',
  'dashboard.page': 'Page {page}',
  'dashboard.prev_page': 'Previous',
  'dashboard.next_page': 'Next',
} as const;
