/** Phone and tablet layouts (decision 0013): the write screen's sidebar as a drawer. */
export const smallScreensEn = {
  'write.sidebar': 'Search and selected codes',
  'write.sidebar_close': 'Close search and selected codes',
} as const;
