/** Interdisciplinary teams: disciplines, membership, team clients (decision record on teams). */
export const teamsEn = {
  'discipline.physician': 'Physician',
  'discipline.physiotherapy': 'Physiotherapy',
  'discipline.occupational_therapy': 'Occupational therapy',
  'discipline.speech_therapy': 'Speech therapy',
  'discipline.psychology': 'Psychology',
  'discipline.nursing': 'Nursing',
  'discipline.social_work': 'Social work',
  'discipline.other': 'Other',
};
