/** Messages of the shell: navigation, landing page, footer, alerts, page titles. */
export const commonEn = {
  'app.name': 'ICF Core Set documentation',
  'app.brand': 'ICF Core Sets',

  'nav.skip_to_content': 'Skip to main content',
  'nav.toggle': 'Toggle navigation',
  'nav.language': 'Language',
  'nav.login': 'Login',
  'nav.register': 'Register',
  'nav.dashboard': 'Dashboard',
  'nav.settings': 'Settings',
  'nav.logout': 'Logout',
  'nav.feedback': 'Questions',

  'welcome.headline': 'Functional evaluation and documentation using ICF core sets',
  'welcome.headline_translation': 'ICF 핵심세트를 이용한 기능 평가 및 문서화',
  'welcome.start': 'Start',
  'welcome.notice_title': 'Notice',
  'welcome.notice':
    'The site was renewed on 26 March 2022. You now log in with your e-mail address instead of the old user id.',
  'welcome.beginner': 'For beginners',
  'welcome.visual': 'Code visualization',
  'welcome.visual_more': 'more',

  'footer.contact': 'Contact',
  'footer.researcher': 'Researcher',
  'footer.administrator': 'Administrator',
  'footer.reference': 'ICF documentation form',
  'footer.who_credit':
    'ICF category titles and definitions: International Classification of Functioning, Disability and Health (ICF), © World Health Organization, licensed under CC BY-NC-SA 3.0 IGO.',
  'footer.ko_credit': 'Korean titles: this project’s own translation, not the official Korean edition.',

  'not_found.title': 'Page not found',
  'not_found.back': 'Back',
  'not_found.home': 'Go home',

  // Two people's saves of one thing at once, side by side to choose (decision records 0036, 0034).
  'conflict.title': 'Saved meanwhile by someone else',
  'conflict.caption': 'Entries both of you changed',
  'conflict.entry': 'Entry',
  'conflict.yours': 'Yours',
  'conflict.theirs': 'Saved meanwhile',
  'conflict.keep_yours': 'Keep yours: {entry}',
  'conflict.keep_theirs': 'Keep the saved one: {entry}',
  'conflict.removed': '(removed)',
  'conflict.save': 'Save with my choices',

  'alert.ok': 'OK',
  'alert.cancel': 'Cancel',
  'alert.server_error_title': 'Oops...',
  'alert.server_error_text': 'Something went wrong! Please try again.',
  'alert.session_expired_title': 'Session Expired!',
  'alert.session_expired_text': 'Please log in again to continue.',

  'page.select': 'Select core sets',
  'page.write': 'Document form',
  'page.beginner': 'For beginners',
  'page.visual': 'Code visualization',
  'page.login': 'Login',
  'page.register': 'Register',
  'page.forgot_password': 'Forgot password',
  'page.reset_password': 'Reset password',
  'page.home': 'Home',
  'page.dashboard': 'Dashboard',
  'page.settings': 'Settings',
  'page.profile': 'Profile',
  'page.password': 'Password',
  'page.loading': 'Loading…',
  'home.logged_in': 'You are logged in!',

  'toast.close': 'Close notification',
} as const;
