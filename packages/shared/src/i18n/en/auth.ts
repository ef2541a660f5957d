/** Messages of the account screens: login, register, password reset, e-mail verification, settings, home. */
export const authEn = {
  'auth.name': 'Name',
  'auth.email': 'Email',
  'auth.password': 'Password',
  'auth.password_confirmation': 'Confirm password',
  'auth.required': 'required',
  'auth.login': 'Login',
  'auth.register': 'Register',
  'auth.no_account': 'New here?',
  'auth.join_us': 'Join us',
  'auth.have_account': 'Already have an account?',
  'auth.forgot_password': 'Forgot your password?',
  'auth.request_failed': 'The server could not be reached. Check your connection and try again.',
  'auth.shared_computer': 'This is a shared computer',
  'auth.shared_computer_hint':
    'Drafts and your account details are kept only until you log out or close the browser.',

  'auth.forgot_intro':
    'Enter the e-mail address of your account and we will send you a link to reset your password.',
  'auth.send_reset_link': 'Send password reset link',
  'auth.sending': 'Sending…',
  'auth.email_missing': 'Input your email address',
  'auth.email_sent': 'Email sent success',
  'auth.try_again_title': 'Try again',
  'auth.try_again_text': 'Please try again in a few minutes.',

  'auth.reset_intro': 'Choose a new password for your account.',
  'auth.reset_link_incomplete': 'This reset link is incomplete. Request a new one.',
  'auth.new_password': 'New password',
  'auth.new_password_confirmation': 'Confirm new password',
  'auth.reset_password': 'Reset password',

  'auth.verify_title': 'Email verification',
  'auth.verifying': 'Verifying your e-mail address…',
  'auth.verify_success': 'Your e-mail address has been verified.',
  'auth.verify_failed': 'Failed to verify email.',

  'settings.menu': 'Settings menu',
  'settings.member_since': 'Member since',
  'settings.old_password': 'Current password',
  'settings.update_password': 'Change password',
} as const;
