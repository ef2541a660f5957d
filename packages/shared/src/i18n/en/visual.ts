/**
 * The visual tool (spec §2 visual screen). Chapter and category titles come from the served code
 * map, never from here; these are the screen's own texts and the drawings' descriptions.
 */
export const visualEn = {
  'visual.intro':
    'Tap a code on the drawing and choose its qualifier (0–4). A rated code joins your selection; carry on with Next.',
  'visual.tabs': 'Chapters',
  'visual.next': 'Next',
  'visual.rated_count': '{count} rated on this drawing',
  'visual.bubble_rated': '{code} {name}, rated {value}',
  'visual.dialog.hint_function':
    'How much is this function impaired? Choose from 0 (no problem) to 4 (complete).',
  'visual.dialog.hint_activity':
    'How much difficulty does the person have doing this in their current environment? Choose from 0 (no problem) to 4 (complete).',
  'visual.dialog.clear': 'Clear',
  'visual.dialog.close': 'Close',
  'visual.dialog.current': 'Now: {value}',
  'visual.dialog.not_rated': 'Not rated yet',
  'visual.dialog.others':
    'In this team evaluation this category is assigned to {disciplines}. To change its rating, open it on the write screen and choose Edit.',
  'visual.drawing.b7': 'A standing figure with its joints, muscles and limbs marked',
  'visual.drawing.d4':
    'A figure walking, lifting a box, sitting down, using a wheelchair, taking a bus and driving',
  'visual.drawing.d5':
    'A figure washing, dressing, eating and drinking, using the toilet and caring for their health',
} as const;
