/**
 * Messages of saved documents (spec §2 Dashboard, §7): saving from the write screen, the dashboard list, import, delete.
 * The spec's own texts (§8) are kept word for word, 'Save successed.' included.
 */
export const documentsEn = {
  'documents.save_title': 'Save document',
  'documents.save_description': 'Description',
  'documents.save_confirm': 'Save',
  'documents.save_success': 'Save successed.',
  'documents.save_failed': 'Save failed.',
  'documents.conflict_text':
    'While you worked, someone saved this document and changed the same entries. Everything else was merged. Choose which value to keep in each row.',
  'documents.conflict_cancelled': 'Not saved. Your draft is unchanged; save again to choose.',
  'documents.login_required_title': 'Log in to save',
  'documents.login_required_text':
    'Saved documents belong to an account. Your draft stays in this browser and will be here after you log in.',
  'documents.login': 'Log in',
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

  'documents.status_empty': 'New document.',
  'documents.status_new': 'New document, not saved yet.',
  'documents.status_document':
    'Saved document “{description}”: saving updates it and keeps each save as a version.',
  'documents.status_saved': 'All changes saved.',
  'documents.status_unsaved': 'Unsaved changes since the last save.',
  'documents.save_offline':
    'You are offline. The draft is kept in this browser; save again when the connection is back.',
  'documents.save_timeout':
    'The server did not answer within {seconds} seconds. The draft is kept in this browser; please try again.',
  'documents.save_unreachable':
    'The server could not be reached. The draft is kept in this browser; please try again.',

  'dashboard.column.versions': 'Versions',
  'dashboard.versions': 'Versions',
  'dashboard.versions_of': 'Versions of document {number}',
  'versions.title': 'Versions',
  'versions.caption': 'Saved versions, newest first',
  'versions.column.version': 'Version',
  'versions.column.saved_at': 'Saved',
  'versions.column.rated': 'Rated codes',
  'versions.column.description': 'Description',
  'versions.column.actions': 'Actions',
  'versions.latest': 'latest',
  'versions.open': 'Open',
  'versions.open_label': 'Open version {version}',
  'versions.restore': 'Restore',
  'versions.restore_label': 'Restore version {version}',
  'versions.loading': 'Loading versions…',
  'versions.load_failed': 'The versions could not be loaded.',
  'versions.close': 'Close',
  'versions.back': 'Back to the versions',
  'versions.view_title': 'Version {version}, read only',
  'versions.saved_at': 'Saved {date}',
  'versions.no_codes': 'No codes in this version.',
  'versions.column.code': 'Code',
  'versions.column.qualifiers': 'Qualifiers',
  'versions.restore_title': 'Restore version {version}?',
  'versions.restore_text':
    'Its content becomes the newest version of the document. Every earlier version, the current one included, is kept.',
  'versions.restored': 'Version {version} was restored as version {newVersion}.',
  'versions.restore_failed': 'The version could not be restored.',
} as const;
