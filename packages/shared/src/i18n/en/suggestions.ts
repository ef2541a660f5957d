/**
 * Messages of the suggested treatment plans on the dashboard (decision 0012). The spec's own texts (§2, §8) are
 * kept word for word: 'recommended treatment plan', and the success and failure alerts.
 */
export const suggestionsEn = {
  'suggestions.column': 'Suggestion',
  'suggestions.request': 'Suggest',
  'suggestions.request_of': 'Suggest a treatment plan for {name}',
  'suggestions.request_again': 'Ask again',
  'suggestions.preview_title': 'What will be sent',
  'suggestions.preview_llm':
    'This text goes to the AI server configured for this site ({model}). The client’s name, the manager and your account are not sent; names inside the text are replaced.',
  'suggestions.preview_offline':
    'No AI server is configured: this server writes a rule-based draft itself and sends nothing out. An AI server would receive exactly this text.',
  'suggestions.preview_loading': 'Preparing the preview…',
  'suggestions.preview_failed': 'The preview could not be loaded.',
  'suggestions.preview_system': 'Instructions',
  'suggestions.preview_user': 'Content',
  'suggestions.send': 'Send',
  'suggestions.cancel': 'Cancel',
  'suggestions.sent': 'Suggestion has been sent successfully.',
  'suggestions.sent_text': 'Please check back in about one minute.',
  'suggestions.send_failed': 'Suggestion has been failed to send.',
  'suggestions.check_later': 'Please check 1 minute later.',
  'suggestions.status.waiting': 'Waiting',
  'suggestions.status.ready': 'Ready',
  'suggestions.status.failed': 'Failed',
  'suggestions.show': 'Show plan',
  'suggestions.hide': 'Hide plan',
  'suggestions.title': 'recommended treatment plan',
  'suggestions.by_llm': 'Written by an AI language model ({model}).',
  'suggestions.by_offline': 'Written by the built-in rules ({model}), not by AI.',
  'suggestions.review':
    'This is a suggestion for a qualified professional to review; it is not a diagnosis or a prescription.',
  'suggestions.copy': 'Copy plan',
  'suggestions.copied': 'The plan has been copied.',
  'suggestions.copy_failed': 'The plan could not be copied.',
  'suggestions.error.provider_timeout': 'The AI server did not answer in time, three times.',
  'suggestions.error.provider_error': 'The AI server failed, three times.',
  'suggestions.error.provider_refused': 'The AI server refused the request.',
  'suggestions.error.empty_answer': 'The AI server answered without a plan.',
  'suggestions.error.document_missing': 'The document was deleted before the plan was written.',
  'suggestions.error.job_lost': 'The request was lost before the plan was written; please ask again.',
} as const;
