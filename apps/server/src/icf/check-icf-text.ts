import type { IcfSourceRecord } from './source-schemas';

/**
 * Checks of the English ICF text a clinician reads (decision 0043). Each finder is a pure function of one
 * text; `checkIcfText` runs them over a release and sorts what they find into errors (the import refuses the
 * folder: the text shown would be wrong) and warnings (printed: the text is readable but not clean).
 */

/** Letters English never uses but German does. */
const germanLetters = /[äöüÄÖÜß]/;
/**
 * German function words that are not English words too (so not "die", "den", "an", "so", "was"): a German
 * sentence rarely goes long without one.
 */
const germanFunctionWords = new Set([
  'und',
  'oder',
  'der',
  'das',
  'dem',
  'mit',
  'von',
  'für',
  'nicht',
  'sich',
  'eine',
  'einer',
  'eines',
  'einem',
  'zum',
  'zur',
  'auf',
  'bei',
  'bzw',
  'usw',
  'ist',
  'sind',
  'wird',
  'werden',
]);

function wordsOf(text: string): string[] {
  return text.match(/[\p{L}]+/gu) ?? [];
}

/** Words of `text` that mark it as German: a German-only letter, or a German function word. */
export function findGermanWords(text: string): string[] {
  return wordsOf(text).filter(
    (word) => germanLetters.test(word) || germanFunctionWords.has(word.toLowerCase()),
  );
}

/**
 * Words an English field shares with the German text of the same category, when they are most of its words:
 * a German text copied into an English field ("Krabbeln/robben; Klettern/steigen; …"), whose nouns and verbs
 * no function-word list would catch. Names and Latin terms that both languages use (Flora and fauna; Medulla
 * oblongata) are short or a minority, hence the thresholds. Empty when the field is English.
 */
export function findWordsOfGermanText(english: string, german: string): string[] {
  const germanWords = new Set(wordsOf(german).map((word) => word.toLowerCase()));
  const words = wordsOf(english)
    .map((word) => word.toLowerCase())
    .filter((word) => word.length >= 3);
  const shared = words.filter((word) => germanWords.has(word));
  return words.length >= 3 && shared.length >= 0.8 * words.length ? shared : [];
}

/** The title said twice over ("X, other specifiedX, other specified"): the part that was repeated, or null. */
export function findRepeatedTitle(title: string): string | null {
  const text = title.trim();
  for (const separator of ['', ' ']) {
    const length = (text.length - separator.length) / 2;
    if (length < 3 || !Number.isInteger(length)) continue;
    const first = text.slice(0, length);
    if (text === `${first}${separator}${first}`) return first;
  }
  return null;
}

/**
 * How a text shows it was cut mid-sentence: a parenthesis opened and never closed ("(e.g., I like ."), or a
 * full stop after a space (" ."; an ellipsis, "I like ...", is not one). Null when neither.
 */
export function findCutSentence(text: string): string | null {
  let open = 0;
  for (const character of text) {
    if (character === '(') open += 1;
    else if (character === ')') open = Math.max(0, open - 1);
  }
  if (open > 0) return 'a parenthesis is opened and never closed';
  if (/\s\.$/.test(text.trim()) && !/\.\.\.$/.test(text.trim())) return 'it ends with " ." (cut off?)';
  return null;
}

/** Each ", " written " ," in the text, with the two words before it, so the report shows where. */
export function findSpaceBeforeComma(text: string): string[] {
  return [...text.matchAll(/(?:\S+ )?\S+ +,/g)].map((match) => match[0]);
}

/**
 * Misspellings of English words the ICF uses, as a small explicit list (a dictionary would flag its many
 * Latin and medical terms): each misspelt word stem with the spelling it should have.
 */
const misspellings: [RegExp, string][] = [
  [/\baccomodat\w*/gi, 'accommodat…'],
  [/\boccured\b/gi, 'occurred'],
  [/\bseperat\w*/gi, 'separat…'],
  [/\brecieve\w*/gi, 'receiv…'],
  [/\benviroment\w*/gi, 'environment…'],
  [/\bdefinately\b/gi, 'definitely'],
];

export function findMisspellings(text: string): string[] {
  return misspellings.flatMap(([pattern, right]) =>
    [...text.matchAll(pattern)].map((match) => `"${match[0]}" (${right})`),
  );
}

export interface IcfTextProblems {
  errors: string[];
  warnings: string[];
}

export const icfTextFields = ['title', 'definition', 'inclusions', 'exclusions'] as const;
export type IcfTextField = (typeof icfTextFields)[number];

/** The German text of a category, when the release folder holds one (icf-codes.de.json), to compare with. */
export type GermanTexts = Map<string, string>;

/**
 * Errors: German in an English field, a doubled title, a sentence cut off. Each puts a wrong text in front of
 * a clinician. Warnings: a space before a comma and a known misspelling, which leave the meaning intact.
 */
export function checkIcfText(records: IcfSourceRecord[], german: GermanTexts = new Map()): IcfTextProblems {
  const errors: string[] = [];
  const warnings: string[] = [];
  for (const record of records) {
    for (const field of icfTextFields) {
      const text = record[field];
      if (!text) continue;
      const where = `${record.code} ${field}`;
      const germanWords = findGermanWords(text);
      const germanText = german.get(record.code);
      const copiedGerman = germanText ? findWordsOfGermanText(text, germanText) : [];
      if (germanWords.length > 0 || copiedGerman.length > 0) {
        const words = [...new Set([...germanWords, ...copiedGerman])].slice(0, 6).join(', ');
        errors.push(`${where} is not English (German words: ${words}): "${text}"`);
      }
      const repeated = field === 'title' ? findRepeatedTitle(text) : null;
      if (repeated) errors.push(`${where} repeats itself: "${repeated}" twice`);
      const cut = findCutSentence(text);
      if (cut) errors.push(`${where} ends mid-sentence (${cut}): "${text}"`);
      for (const place of findSpaceBeforeComma(text))
        warnings.push(`${where} has a space before a comma: "${place}"`);
      for (const word of findMisspellings(text)) warnings.push(`${where} has a misspelling: ${word}`);
    }
  }
  return { errors, warnings };
}
