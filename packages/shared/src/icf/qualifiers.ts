import { isComponentLetter, type ComponentLetter } from './code-kind.ts';

/**
 * English labels of every qualifier and information-source control (spec §5, §9). The UI translates the keys;
 * the i18n catalogues can spread these maps in.
 *
 * The spec's scale list names eight labels for seven values: 'substantial' is the ICF's word for the
 * facilitator +3 ('substantial facilitator'), while 3 on the impairment/barrier scale is 'severe'. So the
 * scale keeps seven labels and 'substantial' labels facilitator +3.
 */
export const qualifierLabelsEn = {
  'qualifier.slot.extent': 'Extent of impairment',
  'qualifier.slot.nature': 'Nature of impairment',
  'qualifier.slot.location': 'Location of impairment',
  'qualifier.slot.performance': 'Performance',
  'qualifier.slot.capacity': 'Capacity',
  'qualifier.slot.environment': 'Facilitator / barrier',

  'qualifier.group.barrier': 'Barrier',
  'qualifier.group.facilitator': 'Facilitator',

  'qualifier.scale.0': 'No problem',
  'qualifier.scale.1': 'Mild',
  'qualifier.scale.2': 'Moderate',
  'qualifier.scale.3': 'Severe',
  'qualifier.scale.4': 'Complete',
  'qualifier.scale.8': 'Not specified',
  'qualifier.scale.9': 'Not applicable',

  // The barrier side of the environmental scale names itself, as the facilitator side does ("+2 Moderate facilitator").
  'qualifier.barrier.0': 'No barrier',
  'qualifier.barrier.1': 'Mild barrier',
  'qualifier.barrier.2': 'Moderate barrier',
  'qualifier.barrier.3': 'Severe barrier',
  'qualifier.barrier.4': 'Complete barrier',
  'qualifier.barrier.8': 'Barrier, not specified',
  'qualifier.barrier.9': 'Not applicable',

  'qualifier.facilitator.0': 'No facilitator',
  'qualifier.facilitator.1': 'Mild facilitator',
  'qualifier.facilitator.2': 'Moderate facilitator',
  'qualifier.facilitator.3': 'Substantial facilitator',
  'qualifier.facilitator.4': 'Complete facilitator',
  'qualifier.facilitator.8': 'Facilitator, not specified',

  'qualifier.nature.0': 'No change in structure',
  'qualifier.nature.1': 'Total absence',
  'qualifier.nature.2': 'Partial absence',
  'qualifier.nature.3': 'Additional part',
  'qualifier.nature.4': 'Aberrant dimensions',
  'qualifier.nature.5': 'Discontinuity',
  'qualifier.nature.6': 'Deviating position',
  'qualifier.nature.7': 'Qualitative changes in structure, including accumulation of fluid',
  'qualifier.nature.8': 'Not specified',
  'qualifier.nature.9': 'Not applicable',

  'qualifier.location.0': 'More than one region',
  'qualifier.location.1': 'Right',
  'qualifier.location.2': 'Left',
  'qualifier.location.3': 'Both sides',
  'qualifier.location.4': 'Front',
  'qualifier.location.5': 'Back',
  'qualifier.location.6': 'Proximal',
  'qualifier.location.7': 'Distal',
  'qualifier.location.8': 'Not specified',
  'qualifier.location.9': 'Not applicable',

  'source.case_history': 'Case history',
  'source.patient_questionnaire': 'Patient questionnaire',
  'source.clinical_examination': 'Clinical examination',
  'source.technical_investigation': 'Technical investigation',
} as const satisfies Record<string, string>;

export type QualifierMessageKey = keyof typeof qualifierLabelsEn;

export const qualifierMessageKeys = Object.keys(qualifierLabelsEn) as readonly QualifierMessageKey[];

export const qualifierLabelsKr: Record<QualifierMessageKey, string> = {
  'qualifier.slot.extent': '손상 정도',
  'qualifier.slot.nature': '손상의 성질',
  'qualifier.slot.location': '손상 부위',
  'qualifier.slot.performance': '수행',
  'qualifier.slot.capacity': '역량',
  'qualifier.slot.environment': '촉진요인/장애요인',

  'qualifier.group.barrier': '장애요인',
  'qualifier.group.facilitator': '촉진요인',

  'qualifier.scale.0': '문제 없음',
  'qualifier.scale.1': '경도',
  'qualifier.scale.2': '중등도',
  'qualifier.scale.3': '중도',
  'qualifier.scale.4': '완전',
  'qualifier.scale.8': '상세불명',
  'qualifier.scale.9': '해당 없음',

  'qualifier.barrier.0': '장애요인 없음',
  'qualifier.barrier.1': '경도 장애요인',
  'qualifier.barrier.2': '중등도 장애요인',
  'qualifier.barrier.3': '중도 장애요인',
  'qualifier.barrier.4': '완전 장애요인',
  'qualifier.barrier.8': '상세불명 장애요인',
  'qualifier.barrier.9': '해당 없음',

  'qualifier.facilitator.0': '촉진요인 없음',
  'qualifier.facilitator.1': '경도 촉진요인',
  'qualifier.facilitator.2': '중등도 촉진요인',
  'qualifier.facilitator.3': '상당한 촉진요인',
  'qualifier.facilitator.4': '완전 촉진요인',
  'qualifier.facilitator.8': '상세불명 촉진요인',

  'qualifier.nature.0': '구조 변화 없음',
  'qualifier.nature.1': '완전 결손',
  'qualifier.nature.2': '부분 결손',
  'qualifier.nature.3': '추가 부분',
  'qualifier.nature.4': '비정상적 크기',
  'qualifier.nature.5': '불연속',
  'qualifier.nature.6': '위치 이탈',
  'qualifier.nature.7': '체액 축적을 포함한 구조의 질적 변화',
  'qualifier.nature.8': '상세불명',
  'qualifier.nature.9': '해당 없음',

  'qualifier.location.0': '둘 이상의 부위',
  'qualifier.location.1': '오른쪽',
  'qualifier.location.2': '왼쪽',
  'qualifier.location.3': '양쪽',
  'qualifier.location.4': '앞쪽',
  'qualifier.location.5': '뒤쪽',
  'qualifier.location.6': '근위',
  'qualifier.location.7': '원위',
  'qualifier.location.8': '상세불명',
  'qualifier.location.9': '해당 없음',

  'source.case_history': '병력',
  'source.patient_questionnaire': '환자 설문',
  'source.clinical_examination': '임상 검사',
  'source.technical_investigation': '기술적 검사',
};

export const qualifierSlotNames = ['q1', 'q2', 'q3'] as const;
export type QualifierSlotName = (typeof qualifierSlotNames)[number];

export type QualifierRole = 'extent' | 'nature' | 'location' | 'performance' | 'capacity' | 'environment';
export type QualifierGroup = 'barrier' | 'facilitator';

export interface QualifierOption {
  /** The stored value; facilitators keep their plus sign ('+2'). */
  readonly value: string;
  readonly labelKey: QualifierMessageKey;
  /** Only environmental options carry a group. */
  readonly group?: QualifierGroup;
}

export interface QualifierSlot {
  readonly name: QualifierSlotName;
  readonly role: QualifierRole;
  readonly labelKey: QualifierMessageKey;
  readonly options: readonly QualifierOption[];
}

const scaleValues = ['0', '1', '2', '3', '4', '8', '9'] as const;
const digitValues = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
/** Spec §5 lists facilitators in this order. */
const facilitatorValues = ['+8', '+4', '+3', '+2', '+1', '+0'] as const;

const scaleOptions: readonly QualifierOption[] = scaleValues.map((value) => ({
  value,
  labelKey: `qualifier.scale.${value}`,
}));

const natureOptions: readonly QualifierOption[] = digitValues.map((value) => ({
  value,
  labelKey: `qualifier.nature.${value}`,
}));

const locationOptions: readonly QualifierOption[] = digitValues.map((value) => ({
  value,
  labelKey: `qualifier.location.${value}`,
}));

/** Facilitators first: read top to bottom, +4 … +0 then 0 … 4 runs from most helpful to most hindering. */
const environmentOptions: readonly QualifierOption[] = [
  ...facilitatorValues.map((value) => ({
    value,
    labelKey: `qualifier.facilitator.${value.slice(1) as '0' | '1' | '2' | '3' | '4' | '8'}` as const,
    group: 'facilitator' as const,
  })),
  ...scaleValues.map((value) => ({
    value,
    labelKey: `qualifier.barrier.${value}` as const,
    group: 'barrier' as const,
  })),
];

function createSlot(
  name: QualifierSlotName,
  role: QualifierRole,
  options: readonly QualifierOption[],
): QualifierSlot {
  return { name, role, labelKey: `qualifier.slot.${role}`, options };
}

const slotsByComponent: Record<ComponentLetter, readonly QualifierSlot[]> = {
  b: [createSlot('q1', 'extent', scaleOptions)],
  s: [
    createSlot('q1', 'extent', scaleOptions),
    createSlot('q2', 'nature', natureOptions),
    createSlot('q3', 'location', locationOptions),
  ],
  d: [createSlot('q1', 'performance', scaleOptions), createSlot('q2', 'capacity', scaleOptions)],
  e: [createSlot('q1', 'environment', environmentOptions)],
};

const legalValuesByComponent = new Map(
  Object.entries(slotsByComponent).map(([letter, slots]) => [
    letter,
    new Map(slots.map((slot) => [slot.name, new Set(slot.options.map((option) => option.value))])),
  ]),
);

/** The qualifier slots a code offers, in form order; an unknown code offers none. */
export function qualifierSlotsOf(code: string): readonly QualifierSlot[] {
  const letter = code.charAt(0);
  return isComponentLetter(letter) ? slotsByComponent[letter] : [];
}

/** Whether `value` may be stored in `slot` of `code`. Clearing ('') is always allowed (spec §5). */
export function isLegalQualifierValue(code: string, slot: QualifierSlotName, value: string): boolean {
  if (value === '') return true;
  return legalValuesByComponent.get(code.charAt(0))?.get(slot)?.has(value) ?? false;
}

/** Whether an environmental qualifier value marks a facilitator or a barrier; null when cleared. */
export function qualifierGroupOf(value: string): QualifierGroup | null {
  if (value === '') return null;
  return value.startsWith('+') ? 'facilitator' : 'barrier';
}

export const informationSourceFields = ['s1', 's2', 's3', 's4'] as const;
export type InformationSourceField = (typeof informationSourceFields)[number];

/** Spec §2: the four information-source checkboxes, s1 to s4 in this order. */
export const informationSourceKeys = {
  s1: 'source.case_history',
  s2: 'source.patient_questionnaire',
  s3: 'source.clinical_examination',
  s4: 'source.technical_investigation',
} as const satisfies Record<InformationSourceField, QualifierMessageKey>;
