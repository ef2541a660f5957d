/** The write screen's keyboard help. */
export const keyboardEn = {
  'keyboard.help': 'Keyboard keys',
  'keyboard.title': 'Working with the keyboard',
  'keyboard.tab': 'Tab and Shift+Tab move between fields and buttons.',
  'keyboard.digit':
    'On a qualifier, type its value to set it: 0–4, 8 or 9; +1 to +4 for a facilitator. Arrow up and down step through the values.',
  'keyboard.open': 'Alt+Arrow down or Space opens the list of values.',
  'keyboard.search':
    'Search: with Modify mode on, Enter on a result adds its code; on a selected code, Enter goes to its block.',
  'keyboard.tabs': 'On the select screen, Arrow left and right move between the code tabs.',
  'keyboard.close': 'Escape closes this help.',
} as const;
