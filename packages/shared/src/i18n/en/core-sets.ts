/**
 * Messages of the select screen's core-set provenance, unavailable conditions and personal sets ("My sets"),
 * and of the ICF-CY badge on the write screen (decision 0011).
 */
export const coreSetsEn = {
  'core_sets.about_button': 'About {name}',
  'core_sets.about_label': 'About {name}',
  'core_sets.official': 'Official, verified',
  'core_sets.verification.two-sources': 'Two sources give the same list, code for code.',
  'core_sets.verification.one-source-counts-match':
    'Checked in one source, whose number of categories per component matches the publication.',
  'core_sets.counts_checked': 'Counts checked against the publication.',
  'core_sets.counts_not_checked': 'Not yet checked against the publication itself.',
  'core_sets.citations': 'Published in',
  'core_sets.size': 'Categories per component',
  'core_sets.size.this_list': 'This list',
  'core_sets.size.comprehensive': 'Comprehensive',
  'core_sets.size.total': 'Total',
  'core_sets.institution': 'Institution list',
  'core_sets.institution_text': 'Imported by this installation’s administrator.',
  'core_sets.source': 'Source',
  'core_sets.imported_at': 'Imported on {date}.',
  'core_sets.personal': 'My set',
  'core_sets.personal_text': 'Made by you from a selection.',
  'core_sets.note': 'Note',
  'core_sets.updated_at': 'Last changed on {date}.',

  'core_sets.not_available': 'not available yet',
  'core_sets.not_available_text':
    'The official lists of this condition are not available here yet. An administrator can add them.',
  'core_sets.not_available_group': 'Not available yet ({count})',
  'core_sets.group_empty': 'No lists in this group yet.',

  'core_sets.my_sets': 'My sets',
  'core_sets.my_sets_empty': 'No sets of your own yet. Select codes, then save them as your set.',
  'core_sets.save_selection': 'Save selection as my set',
  'core_sets.save_needs_codes': 'Select codes first, then save them as your set.',
  'core_sets.login_to_save': 'Log in to save a selection as your own set.',
  'core_sets.rename': 'Rename',
  'core_sets.replace_codes': 'Replace codes with current selection',
  'core_sets.delete': 'Delete',
  'core_sets.codes_count': '{count} codes',

  'core_sets.dialog.save_title': 'Save selection as my set',
  'core_sets.dialog.save_text': 'The {count} selected codes are saved as your own set.',
  'core_sets.dialog.rename_title': 'Rename your set',
  'core_sets.field.name': 'Name',
  'core_sets.field.name_translation': 'Name in the other language (optional)',
  'core_sets.field.note': 'Note (optional)',
  'core_sets.dialog.save': 'Save',
  'core_sets.dialog.saving': 'Saving…',

  'core_sets.replace_confirm_title': 'Replace the codes of “{name}”?',
  'core_sets.replace_confirm_text': 'Its {old} codes are replaced by the {count} codes selected now.',
  'core_sets.replace_confirm': 'Replace',
  'core_sets.delete_confirm_title': 'Delete “{name}”?',
  'core_sets.delete_confirm_text':
    'You won’t be able to revert this! Documents saved with this set keep their codes.',
  'core_sets.delete_confirm': 'Delete it',

  'core_sets.saved': 'Saved as your set “{name}”.',
  'core_sets.renamed': 'Your set is now called “{name}”.',
  'core_sets.replaced': 'The codes of “{name}” were replaced.',
  'core_sets.deleted': 'Your set “{name}” has been deleted.',
  'core_sets.failed': 'Your set could not be changed. Please try again.',

  'core_sets.icf_cy_title': 'A category of the children and youth version of the ICF (ICF-CY)',
} as const;
