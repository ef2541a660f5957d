/** Working without a connection, queued saves and new releases (decision record 0026). */
export const offlineEn = {
  'offline.status_title': 'Offline',
  'offline.status_text':
    'Your work is kept in this browser. Saving waits for the connection; PDF forms, suggestions and the dashboard need it.',
  'offline.save_button': 'Save when online',
  'offline.pdf_needs_connection': 'PDF forms need the connection. Copying as text works offline.',
  'offline.dashboard_needs_connection':
    'The dashboard, its documents and suggestions need the connection. Your draft is kept in this browser.',
  'offline.save_queued_title': 'Saved in this browser',
  'offline.save_queued_text':
    'You are offline. The document will be saved on the server once, when the connection returns.',
  'offline.queued_status': 'Waiting for the connection to be saved',
  'offline.queued_saved': 'The save made offline has reached the server.',
  'offline.queued_saved_when': 'Saved at {saved}; you saved it offline at {queued}.',
  'offline.queued_saved_open': 'Open the document',
  'offline.queued_saved_list': 'Show it among your documents',
  'offline.queued_saved_close': 'Close the message',
  'offline.queued_saved_as_version':
    'The save made offline has reached the server. The document had been changed elsewhere meanwhile: your state is its newest version, the other one is kept among its versions.',
  'offline.queued_failed': 'The save made offline failed: {reason} Your draft is unchanged; save it again.',
  'offline.logout_queued_title': 'A save is waiting for the connection',
  'offline.logout_queued_text':
    'A document saved offline has not reached the server yet. Keep it on this computer, to be sent the next time you sign in here?',
  'offline.logout_queued_keep': 'Keep it',
  'offline.logout_queued_discard': 'Discard it',
  'offline.new_release': 'A new version of the app is ready.',
  'offline.reload': 'Reload',
} as const;
