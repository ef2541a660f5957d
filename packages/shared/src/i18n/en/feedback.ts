/** The questions and suggestions page (decision 0015), for visitors and signed-in users. */
export const feedbackEn = {
  'page.feedback': 'Questions and suggestions',
  'feedback.intro':
    'Ask a question about this app or suggest an improvement. An administrator reads every message and answers by e-mail.',
  'feedback.category': 'Category',
  'feedback.category.question': 'Question',
  'feedback.category.suggestion': 'Suggestion',
  'feedback.message': 'Message',
  'feedback.email': 'Contact e-mail',
  'feedback.email_hint': 'The answer is sent to this address.',
  'feedback.characters': '{count} / {max} characters',
  'feedback.send': 'Send',
  'feedback.sent': 'Thank you. Your message has been sent.',
  'feedback.mine': 'Your messages',
  'feedback.none': 'You have not sent a message yet.',
  'feedback.sign_in_hint': 'Log in to see your earlier messages and their answers here.',
  'feedback.sent_on': 'Sent on {date}',
  'feedback.answered_on': 'Answered on {date}',
  'feedback.answer': 'Answer',
  'feedback.status.new': 'Waiting for an answer',
  'feedback.status.answered': 'Answered',
  'feedback.status.closed': 'Closed',
} as const;
