/**
 * The beginner path (spec §2 beginner screen, §4 guided selection). Purpose keys keep the spec's
 * spelling (`enviromental_set`); the validation text is the spec's own (§8).
 */
export const beginnerEn = {
  'beginner.intro':
    'Not sure which core set you need? Choose where you see the client, their health conditions and what the information is for.',
  'beginner.context.title': 'Health care context',
  'beginner.context.acute': 'Acute',
  'beginner.context.acute.1': 'Emergency department and intensive care',
  'beginner.context.acute.2': 'Acute hospital ward',
  'beginner.context.acute.3': 'Right after the onset, an injury or surgery',
  'beginner.context.acute.4': 'Health condition not yet stable',
  'beginner.context.subacute': 'Subacute',
  'beginner.context.subacute.1': 'Inpatient rehabilitation centre',
  'beginner.context.subacute.2': 'Rehabilitation ward after acute care',
  'beginner.context.subacute.3': 'Early post-acute rehabilitation',
  'beginner.context.subacute.4': 'Health condition stabilising, functioning recovering',
  'beginner.context.chronic': 'Chronic',
  'beginner.context.chronic.1': 'Outpatient clinic and day care',
  'beginner.context.chronic.2': 'Community, home and work',
  'beginner.context.chronic.3': 'Long-term care facility',
  'beginner.context.chronic.4': 'Living with a lasting health condition',
  'beginner.condition.title': 'Health condition',
  'beginner.condition.count': '{count} chosen',
  'beginner.condition.no_list': 'no list available yet',
  'beginner.condition.no_list_in_context': 'no list for this context yet',
  'beginner.condition.institution': 'institution list',
  'beginner.purpose.title': 'Purpose of information',
  'beginner.purpose.generic_set': 'Generic set',
  'beginner.purpose.generic_set.hint': 'The fewest categories, for any health condition and context',
  'beginner.purpose.rehabilitation_set': 'Rehabilitation set',
  'beginner.purpose.rehabilitation_set.hint': 'The generic set extended for rehabilitation',
  'beginner.purpose.enviromental_set': 'Environmental set',
  'beginner.purpose.enviromental_set.hint': 'Environmental factors that help or hinder the client',
  'beginner.purpose.brief_set': 'Brief core set',
  'beginner.purpose.brief_set.hint': 'The essential categories of each chosen health condition',
  'beginner.purpose.comprehensive_set': 'Comprehensive core set',
  'beginner.purpose.comprehensive_set.hint':
    'All categories of each chosen health condition, for a full assessment',
  'beginner.purpose.unavailable': 'not available yet',
  'beginner.validation': 'You must choose the health care context and health conditions',
  'beginner.modal.title': 'Core sets selected',
  'beginner.modal.none_title': 'No core set selected',
  'beginner.modal.replaces': 'OK replaces the sets and codes you chose before.',
  'beginner.modal.ok': 'OK',
  'beginner.note.nothing_chosen': 'Choose at least one health condition to select its core set.',
  'beginner.note.no_context': 'Choose the health care context to find the list of each health condition.',
  'beginner.note.no_flat_set.generic_set': 'The catalogue has no generic set.',
  'beginner.note.no_flat_set.rehabilitation_set': 'The catalogue has no rehabilitation set.',
  'beginner.note.no_flat_set.enviromental_set':
    'The catalogue has no verified environmental set yet, so nothing was selected. Environmental factors can be added one by one on the select screen.',
  'beginner.note.no_list': '{condition}: no list available yet for this health care context.',
  'beginner.note.no_brief_list':
    '{condition}: no Brief list available yet. Its Comprehensive list is available (Comprehensive core set).',
  'beginner.note.no_comprehensive_list':
    '{condition}: no Comprehensive list available yet. Its Brief list is available (Brief core set).',
  'beginner.alternatives.intro':
    '{context}: no list of the chosen health conditions is made for this health care context yet. The lists below are made for any health condition and any context, and can be used instead.',
  'beginner.alternatives.use': 'Use the {purpose}',
} as const;
