import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { applyIcfCorrections } from '../../src/icf/apply-icf-corrections';
import {
  checkIcfText,
  findCutSentence,
  findGermanWords,
  findMisspellings,
  findRepeatedTitle,
  findSpaceBeforeComma,
  findWordsOfGermanText,
} from '../../src/icf/check-icf-text';
import {
  icfCorrectionsFileSchema,
  icfSourceSchema,
  type IcfSourceRecord,
} from '../../src/icf/source-schemas';
import { icfDataDir } from '../support/test-server';

const shipped = icfSourceSchema.parse(
  JSON.parse(readFileSync(path.join(icfDataDir, 'icf-classification.en.json'), 'utf8')),
);
const corrections = icfCorrectionsFileSchema.parse(
  JSON.parse(readFileSync(path.join(icfDataDir, 'icf-corrections.en.json'), 'utf8')),
).corrections;

function record(code: string, text: Partial<IcfSourceRecord>): IcfSourceRecord {
  return {
    code,
    kind: 'category',
    component: code[0] as IcfSourceRecord['component'],
    level: 2,
    parent: code.slice(0, 2),
    title: 'Title',
    definition: null,
    inclusions: null,
    exclusions: null,
    release: 'icf-2005',
    ...text,
  };
}

describe('findGermanWords', () => {
  it('finds German-only letters and German function words', () => {
    expect(findGermanWords('Gehen und Laufen über kurze Strecken')).toEqual(['und', 'über']);
    expect(findGermanWords('Fußgänger')).toEqual(['Fußgänger']);
    expect(findGermanWords('Sich mit einer Person verständigen')).toEqual([
      'Sich',
      'mit',
      'einer',
      'verständigen',
    ]);
  });

  it('leaves English alone, words German shares with English too (die, an, so) and French accents', () => {
    expect(findGermanWords('Walking long distances; walking on different surfaces')).toEqual([]);
    expect(findGermanWords('Functions that may cause a person to die; so an urge')).toEqual([]);
    expect(findGermanWords('Déjà vu and jamais vu')).toEqual([]);
  });
});

describe('findWordsOfGermanText', () => {
  it('finds an English field made of the German text of the same category', () => {
    const german = 'Krabbeln/robben, klettern/steigen, rennen, joggen, springen und schwimmen';
    expect(findWordsOfGermanText('Krabbeln/robben; Klettern/steigen; Rennen; Joggen', german)).toEqual([
      'krabbeln',
      'robben',
      'klettern',
      'steigen',
      'rennen',
      'joggen',
    ]);
  });

  it('leaves English alone that shares a few names with the German (Latin terms, a short title)', () => {
    expect(findWordsOfGermanText('Flora and fauna', 'Flora und Fauna')).toEqual([]);
    expect(findWordsOfGermanText('Medulla oblongata', 'Medulla oblongata')).toEqual([]);
    expect(
      findWordsOfGermanText('Tinnitus, vertigo and other sensations', 'Tinnitus, Vertigo oder Schwindel'),
    ).toEqual([]);
  });
});

describe('findRepeatedTitle', () => {
  it('finds a title written twice, with or without a space', () => {
    expect(findRepeatedTitle('Walking, other specifiedWalking, other specified')).toBe(
      'Walking, other specified',
    );
    expect(findRepeatedTitle('Walking Walking')).toBe('Walking');
  });

  it('leaves titles alone that only repeat a word', () => {
    expect(findRepeatedTitle('Walking')).toBeNull();
    expect(findRepeatedTitle('Sensation of pain, other specified and unspecified')).toBeNull();
    expect(findRepeatedTitle('aa')).toBeNull();
  });
});

describe('findCutSentence', () => {
  it('finds a parenthesis never closed and a full stop after a space', () => {
    expect(findCutSentence('expressing a feeling (e.g., I like .')).toMatch(/parenthesis/);
    expect(findCutSentence('such as a car .')).toMatch(/ends with " \."/);
  });

  it('leaves whole sentences alone, an ellipsis too', () => {
    expect(findCutSentence('expressing a need (e.g. I want ...) or feeling (e.g., I like ...).')).toBeNull();
    expect(findCutSentence('Mental functions of language, unspecified')).toBeNull();
    expect(findCutSentence('I like ...')).toBeNull();
  });
});

describe('findSpaceBeforeComma and findMisspellings', () => {
  it('finds each space before a comma, and nothing in clean text', () => {
    expect(findSpaceBeforeComma('such as a car , bicycle , boat')).toEqual(['a car ,', 'bicycle ,']);
    expect(findSpaceBeforeComma('such as a car, bicycle, boat')).toEqual([]);
  });

  it('finds the listed misspellings, and nothing in clean text', () => {
    expect(findMisspellings('amicable, and accomodating')).toEqual(['"accomodating" (accommodat…)']);
    expect(findMisspellings('amicable, and accommodating')).toEqual([]);
  });
});

describe('checkIcfText on the shipped classification', () => {
  // The German text of the two categories as the release folder's icf-codes.de.json gives it.
  const german = new Map([
    ['d455', 'Krabbeln/robben, klettern/steigen, rennen, joggen, springen und schwimmen'],
    ['d440', 'Aufnehmen, ergreifen, handhaben und loslassen'],
  ]);
  const raw = checkIcfText(shipped, german);

  it('reports nothing else in the release: each error and warning is one of the known ones', () => {
    expect(raw.errors.map((error) => error.split(' ').slice(0, 2).join(' '))).toEqual([
      'd440 inclusions',
      'd455 inclusions',
      'd798 title',
    ]);
    expect(raw.warnings.map((warning) => warning.split(' ').slice(0, 2).join(' '))).toEqual([
      'b1261 definition',
      'd475 definition',
    ]);
  });

  it('catches each known error of the release text, as an error or a warning', () => {
    expect(raw.errors).toContainEqual(expect.stringMatching(/^d455 inclusions is not English/));
    expect(raw.errors).toContainEqual(expect.stringMatching(/^d440 inclusions is not English/));
    expect(raw.errors).toContainEqual(expect.stringMatching(/^d798 title repeats itself/));
    expect(raw.warnings).toContainEqual('d475 definition has a space before a comma: "a car ,"');
    expect(raw.warnings).toContainEqual('b1261 definition has a misspelling: "accomodating" (accommodat…)');
    // d3301 reads "(e.g., I like ...)." in this release; the cut text a clinician reported is caught:
    const cut = checkIcfText([record('d3301', { definition: 'or feeling (e.g., I like .' })]);
    expect(cut.errors).toEqual([
      'd3301 definition ends mid-sentence (a parenthesis is opened and never closed): "or feeling (e.g., I like ."',
    ]);
  });

  it('finds nothing once the project’s corrections are applied, and every correction applies', () => {
    const { records, stale } = applyIcfCorrections(shipped, corrections);
    expect(stale).toEqual([]);
    expect(checkIcfText(records, german)).toEqual({ errors: [], warnings: [] });
  });
});

describe('applyIcfCorrections', () => {
  const records = [record('d798', { title: 'XX' }), record('d455', { inclusions: 'Krabbeln' })];

  it('replaces the wrong text, or removes it (null), and leaves the input as it was', () => {
    const { records: corrected, stale } = applyIcfCorrections(records, [
      { code: 'd798', field: 'title', wrong: 'XX', corrected: 'X', source: 'mechanical: doubled' },
      { code: 'd455', field: 'inclusions', wrong: 'Krabbeln', corrected: null, source: 'not found' },
    ]);
    expect(stale).toEqual([]);
    expect(corrected.map((r) => [r.title, r.inclusions])).toEqual([
      ['X', null],
      ['Title', null],
    ]);
    expect(records[0]?.title).toBe('XX');
  });

  it('reports a correction whose wrong text no longer matches, or whose code is gone, and applies neither', () => {
    const { records: corrected, stale } = applyIcfCorrections(records, [
      { code: 'd798', field: 'title', wrong: 'YY', corrected: 'Y', source: 'mechanical' },
      { code: 'd999', field: 'title', wrong: 'Z', corrected: 'z', source: 'mechanical' },
      { code: 'd455', field: 'title', wrong: 'Title', corrected: null, source: 'not found' },
    ]);
    expect(stale).toEqual([
      'the correction of d798 title no longer matches the release\'s text, which is now "XX"',
      'the correction of d999 title: the release has no d999',
      "the correction of d455 title: a title can't be null",
    ]);
    expect(corrected).toEqual(records);
  });
});
