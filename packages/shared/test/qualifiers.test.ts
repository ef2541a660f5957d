import { describe, expect, it } from 'vitest';
import {
  codeEntrySchema,
  codeSearchMinLength,
  completeCodeEntry,
  emptyCodeEntry,
  informationSourceFields,
  informationSourceKeys,
  isLegalQualifierValue,
  patchCodeEntry,
  qualifierGroupOf,
  qualifierLabelsEn,
  qualifierLabelsKr,
  qualifierMessageKeys,
  qualifierSlotNames,
  qualifierSlotsOf,
  textareaMaxLength,
  validateCodeEntry,
  type CodeEntry,
  type QualifierSlotName,
} from '../src/index';

const scale = ['0', '1', '2', '3', '4', '8', '9'];
const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
const facilitators = ['+8', '+4', '+3', '+2', '+1', '+0'];

function describeSlots(code: string) {
  return qualifierSlotsOf(code).map((slot) => ({
    name: slot.name,
    role: slot.role,
    labelKey: slot.labelKey,
    values: slot.options.map((option) => option.value),
  }));
}

describe('limits', () => {
  it('match spec §9', () => {
    expect(textareaMaxLength).toBe(1000);
    expect(codeSearchMinLength).toBe(2);
  });
});

describe('qualifierSlotsOf', () => {
  it('gives a body function one extent qualifier on the 0–4, 8, 9 scale', () => {
    expect(describeSlots('b280')).toEqual([
      { name: 'q1', role: 'extent', labelKey: 'qualifier.slot.extent', values: scale },
    ]);
  });

  it('gives a body structure extent, nature (0–9) and location (0–9)', () => {
    expect(describeSlots('s7500')).toEqual([
      { name: 'q1', role: 'extent', labelKey: 'qualifier.slot.extent', values: scale },
      { name: 'q2', role: 'nature', labelKey: 'qualifier.slot.nature', values: digits },
      { name: 'q3', role: 'location', labelKey: 'qualifier.slot.location', values: digits },
    ]);
  });

  it('gives an activity performance and capacity, each on the scale', () => {
    expect(describeSlots('d450')).toEqual([
      { name: 'q1', role: 'performance', labelKey: 'qualifier.slot.performance', values: scale },
      { name: 'q2', role: 'capacity', labelKey: 'qualifier.slot.capacity', values: scale },
    ]);
  });

  it('gives an environmental factor one qualifier: facilitators in spec order, then barriers', () => {
    expect(describeSlots('e310')).toEqual([
      {
        name: 'q1',
        role: 'environment',
        labelKey: 'qualifier.slot.environment',
        values: [...facilitators, ...scale],
      },
    ]);
    const [slot] = qualifierSlotsOf('e310');
    expect(
      slot?.options.filter((option) => option.group === 'facilitator').map((option) => option.value),
    ).toEqual(facilitators);
    expect(
      slot?.options.filter((option) => option.group === 'barrier').map((option) => option.value),
    ).toEqual(scale);
  });

  it('labels options by message key', () => {
    const label = (code: string, slotIndex: number, value: string) =>
      qualifierSlotsOf(code)[slotIndex]?.options.find((option) => option.value === value)?.labelKey;
    expect(label('b280', 0, '0')).toBe('qualifier.scale.0');
    expect(label('b280', 0, '9')).toBe('qualifier.scale.9');
    expect(label('s750', 1, '7')).toBe('qualifier.nature.7');
    expect(label('s750', 2, '3')).toBe('qualifier.location.3');
    expect(label('d450', 1, '4')).toBe('qualifier.scale.4');
    expect(label('e310', 0, '+3')).toBe('qualifier.facilitator.3');
    expect(label('e310', 0, '3')).toBe('qualifier.barrier.3');
  });

  it('offers nothing for a code outside the four components', () => {
    expect(qualifierSlotsOf('x123')).toEqual([]);
    expect(qualifierSlotsOf('')).toEqual([]);
  });
});

describe('isLegalQualifierValue', () => {
  const legal = (code: string, slot: QualifierSlotName, value: string) =>
    isLegalQualifierValue(code, slot, value);

  it('allows clearing every slot of every kind', () => {
    for (const code of ['b280', 's750', 'd450', 'e310', 'x1']) {
      for (const slot of qualifierSlotNames) expect(legal(code, slot, '')).toBe(true);
    }
  });

  it('body function: q1 on the scale only, no q2 or q3', () => {
    for (const value of scale) expect(legal('b280', 'q1', value)).toBe(true);
    for (const value of ['5', '6', '7', '10', '+1', ' 1', 'a'])
      expect(legal('b280', 'q1', value)).toBe(false);
    expect(legal('b280', 'q2', '1')).toBe(false);
    expect(legal('b280', 'q3', '1')).toBe(false);
  });

  it('structure: q1 on the scale, q2 and q3 any digit', () => {
    expect(legal('s750', 'q1', '5')).toBe(false);
    expect(legal('s750', 'q1', '4')).toBe(true);
    for (const value of digits) {
      expect(legal('s750', 'q2', value)).toBe(true);
      expect(legal('s750', 'q3', value)).toBe(true);
    }
    expect(legal('s750', 'q2', '+1')).toBe(false);
    expect(legal('s750', 'q3', '10')).toBe(false);
  });

  it('activity: performance and capacity on the scale, no q3', () => {
    for (const value of scale) {
      expect(legal('d450', 'q1', value)).toBe(true);
      expect(legal('d450', 'q2', value)).toBe(true);
    }
    expect(legal('d450', 'q1', '5')).toBe(false);
    expect(legal('d450', 'q2', '7')).toBe(false);
    expect(legal('d450', 'q3', '1')).toBe(false);
  });

  it('environment: a facilitator with its plus sign or a barrier, in q1 only', () => {
    for (const value of [...facilitators, ...scale]) expect(legal('e310', 'q1', value)).toBe(true);
    for (const value of ['+9', '+5', '+7', '5', '-1', '++1', '1+'])
      expect(legal('e310', 'q1', value)).toBe(false);
    expect(legal('e310', 'q2', '1')).toBe(false);
    expect(legal('e310', 'q2', '+1')).toBe(false);
  });

  it('facilitators are not legal outside the environment', () => {
    for (const code of ['b280', 's750', 'd450']) expect(legal(code, 'q1', '+1')).toBe(false);
  });

  it('rejects any value for a code outside the four components', () => {
    expect(legal('x1', 'q1', '1')).toBe(false);
  });
});

describe('qualifierGroupOf', () => {
  it('tells facilitators from barriers', () => {
    expect(qualifierGroupOf('+0')).toBe('facilitator');
    expect(qualifierGroupOf('+4')).toBe('facilitator');
    expect(qualifierGroupOf('0')).toBe('barrier');
    expect(qualifierGroupOf('9')).toBe('barrier');
    expect(qualifierGroupOf('')).toBeNull();
  });
});

describe('qualifier labels', () => {
  it('every key has an English and a Korean label', () => {
    expect(qualifierMessageKeys.length).toBeGreaterThan(40);
    for (const key of qualifierMessageKeys) {
      expect(qualifierLabelsEn[key]).toMatch(/\S/);
      expect(qualifierLabelsKr[key]).toMatch(/\S/);
    }
    expect(Object.keys(qualifierLabelsKr).sort()).toEqual([...qualifierMessageKeys].sort());
  });

  it('every key the slots and sources use is listed', () => {
    const used = new Set<string>(Object.values(informationSourceKeys));
    for (const code of ['b1', 's1', 'd1', 'e1']) {
      for (const slot of qualifierSlotsOf(code)) {
        used.add(slot.labelKey);
        for (const option of slot.options) used.add(option.labelKey);
      }
    }
    for (const key of used) expect(qualifierMessageKeys).toContain(key);
  });

  it('uses the spec and project terms', () => {
    const en = qualifierLabelsEn;
    expect([0, 1, 2, 3, 4, 8, 9].map((value) => en[`qualifier.scale.${value}` as keyof typeof en])).toEqual([
      'No problem',
      'Mild',
      'Moderate',
      'Severe',
      'Complete',
      'Not specified',
      'Not applicable',
    ]);
    expect(en['qualifier.facilitator.3']).toBe('Substantial facilitator');
    // Barriers name their side as facilitators do: "2 Moderate barrier" next to "+2 Moderate facilitator".
    expect(en['qualifier.barrier.2']).toBe('Moderate barrier');
    expect(en['qualifier.facilitator.2']).toBe('Moderate facilitator');
    expect(en['qualifier.nature.7']).toBe(
      'Qualitative changes in structure, including accumulation of fluid',
    );
    expect(en['qualifier.location.6']).toBe('Proximal');
    const kr = qualifierLabelsKr;
    expect([0, 1, 2, 3, 4, 8, 9].map((value) => kr[`qualifier.scale.${value}` as keyof typeof kr])).toEqual([
      '문제 없음',
      '경도',
      '중등도',
      '중도',
      '완전',
      '상세불명',
      '해당 없음',
    ]);
    expect(kr['qualifier.barrier.2']).toBe('중등도 장애요인');
    expect(kr['qualifier.nature.4']).toBe('비정상적 크기');
    expect(kr['qualifier.location.0']).toBe('둘 이상의 부위');
    expect(kr['qualifier.slot.environment']).toBe('촉진요인/장애요인');
    expect(kr['qualifier.slot.capacity']).toBe('역량');
  });

  it('names the four information sources s1 to s4', () => {
    expect(informationSourceFields).toEqual(['s1', 's2', 's3', 's4']);
    expect(informationSourceFields.map((field) => qualifierLabelsEn[informationSourceKeys[field]])).toEqual([
      'Case history',
      'Patient questionnaire',
      'Clinical examination',
      'Technical investigation',
    ]);
    expect(informationSourceFields.map((field) => qualifierLabelsKr[informationSourceKeys[field]])).toEqual([
      '병력',
      '환자 설문',
      '임상 검사',
      '기술적 검사',
    ]);
  });
});

describe('codeEntrySchema', () => {
  it('accepts a complete entry and the empty entry', () => {
    const entry: CodeEntry = {
      q1: '+2',
      q2: '',
      q3: '',
      s1: true,
      s2: false,
      s3: true,
      s4: false,
      desc: 'ramp',
    };
    expect(codeEntrySchema.parse(entry)).toEqual(entry);
    expect(codeEntrySchema.parse(emptyCodeEntry())).toEqual(emptyCodeEntry());
  });

  it('rejects missing fields, wrong types and an over-long description', () => {
    const { s4: _s4, ...missing } = emptyCodeEntry();
    expect(codeEntrySchema.safeParse(missing).success).toBe(false);
    expect(codeEntrySchema.safeParse({ ...emptyCodeEntry(), q1: 1 }).success).toBe(false);
    expect(codeEntrySchema.safeParse({ ...emptyCodeEntry(), s1: 'true' }).success).toBe(false);
    expect(codeEntrySchema.safeParse({ ...emptyCodeEntry(), desc: 'x'.repeat(1001) }).success).toBe(false);
    expect(codeEntrySchema.safeParse({ ...emptyCodeEntry(), desc: 'x'.repeat(1000) }).success).toBe(true);
  });
});

describe('emptyCodeEntry, patchCodeEntry, completeCodeEntry', () => {
  it('creates a fresh empty entry each time', () => {
    const entry = emptyCodeEntry();
    expect(entry).toEqual({ q1: '', q2: '', q3: '', s1: false, s2: false, s3: false, s4: false, desc: '' });
    entry.q1 = '1';
    expect(emptyCodeEntry().q1).toBe('');
  });

  it('patches only correctly typed fields without changing the original', () => {
    const entry = { ...emptyCodeEntry(), q1: '2' };
    const patched = patchCodeEntry(entry, { q2: '3', s4: true, q1: undefined } as Partial<CodeEntry>);
    expect(patched).toEqual({ ...emptyCodeEntry(), q1: '2', q2: '3', s4: true });
    expect(entry.q2).toBe('');
  });

  it('completes a partial saved entry', () => {
    expect(completeCodeEntry({ desc: 'note', s2: true })).toEqual({
      ...emptyCodeEntry(),
      desc: 'note',
      s2: true,
    });
  });
});

describe('validateCodeEntry', () => {
  it('finds nothing wrong with an empty entry of any kind', () => {
    for (const code of ['b280', 's750', 'd450', 'e310'])
      expect(validateCodeEntry(code, emptyCodeEntry())).toEqual([]);
  });

  it('accepts legal values for each kind', () => {
    expect(validateCodeEntry('s750', { ...emptyCodeEntry(), q1: '2', q2: '7', q3: '3' })).toEqual([]);
    expect(validateCodeEntry('d450', { ...emptyCodeEntry(), q1: '2', q2: '9' })).toEqual([]);
    expect(validateCodeEntry('e310', { ...emptyCodeEntry(), q1: '+4' })).toEqual([]);
  });

  it('reports each illegal qualifier by field', () => {
    expect(validateCodeEntry('b280', { ...emptyCodeEntry(), q1: '5', q2: '1' })).toEqual([
      { field: 'q1', reason: 'illegal_qualifier' },
      { field: 'q2', reason: 'illegal_qualifier' },
    ]);
    expect(validateCodeEntry('d450', { ...emptyCodeEntry(), q3: '1' })).toEqual([
      { field: 'q3', reason: 'illegal_qualifier' },
    ]);
    expect(validateCodeEntry('e310', { ...emptyCodeEntry(), q1: '+9' })).toEqual([
      { field: 'q1', reason: 'illegal_qualifier' },
    ]);
  });

  it('reports a description over 1000 characters', () => {
    expect(validateCodeEntry('b280', { ...emptyCodeEntry(), desc: 'x'.repeat(1000) })).toEqual([]);
    expect(validateCodeEntry('b280', { ...emptyCodeEntry(), desc: 'x'.repeat(1001) })).toEqual([
      { field: 'desc', reason: 'too_long' },
    ]);
  });
});
