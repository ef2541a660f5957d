/**
 * Names that must not leave the server inside free text (decision 0012): the client's and the manager's. Each is
 * replaced by a neutral word before a prompt is built.
 */
export interface NamesToHide {
  client: string;
  manager: string;
}

export interface NeutralWords {
  client: string;
  therapist: string;
}

const hangul = /^[\p{Script=Hangul}]+$/u;
const letterBefore = '(?<![\\p{L}\\p{N}])';
// A Latin name ends where its word does; Hangul straight after it is a particle ("Jane가"), handled below.
const letterAfter = '(?![\\p{L}\\p{N}](?<!\\p{Script=Hangul}))';

/**
 * The forms a name is written in: the whole name, each part or run of parts of two or more characters
 * ("Jane Doe" → "Jane", "Doe"), and for a Korean name of three or four syllables also the given name without the one-syllable
 * surname ("홍길동" → "길동"), as colleagues usually write it.
 */
export function nameVariantsOf(name: string): string[] {
  const whole = name.trim().replace(/\s+/g, ' ');
  if (whole === '') return [];
  const variants = new Set<string>([whole]);
  const parts = whole.split(/[\s,.;/()]+/u).filter((part) => part !== '');
  // Runs of consecutive parts too ("Alex Kim" of "Dr Alex Kim"), so that they become one neutral word.
  for (let length = parts.length; length >= 1; length -= 1) {
    for (let start = 0; start + length <= parts.length; start += 1) {
      const run = parts.slice(start, start + length).join(' ');
      if ([...run].length >= 2) variants.add(run);
    }
  }
  for (const part of parts) {
    const syllables = [...part];
    if (hangul.test(part) && syllables.length >= 3 && syllables.length <= 4) {
      variants.add(syllables.slice(1).join(''));
    }
  }
  return [...variants];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Korean particles a name can carry, as [after a final consonant, after a vowel]: the form changes with the
 * last syllable of the word before it, so a particle moved from "홍길동" to "대상자" must change too.
 */
const agreeingParticles: readonly (readonly [string, string])[] = [
  ['이라고', '라고'],
  ['이라는', '라는'],
  ['이에요', '예요'],
  ['이랑', '랑'],
  ['으로', '로'],
  ['이나', '나'],
  ['이며', '며'],
  ['이란', '란'],
  ['이', '가'],
  ['은', '는'],
  ['을', '를'],
  ['과', '와'],
  ['아', '야'],
];
/** Particles whose form does not depend on the word before them. */
const otherParticles = [
  '에게서',
  '한테서',
  '에게',
  '한테',
  '께서',
  '에서',
  '까지',
  '부터',
  '처럼',
  '보다',
  '하고',
];
const singleSyllableParticles = ['의', '께', '도', '만', '에'];
/** Titles written onto a name ("길동님", "철수씨"); a particle after them agrees with them, not the name. */
const nameSuffixes = ['님', '씨'];

function endsInConsonant(word: string): boolean | null {
  const last = word.codePointAt(word.length - 1) ?? 0;
  if (last < 0xac00 || last > 0xd7a3) return null;
  return (last - 0xac00) % 28 !== 0;
}

/** One particle at the start of `text`: its length, and its form after `word` (null: not a particle). */
function particleAt(text: string, word: string): { length: number; form: string } | null {
  const consonant = endsInConsonant(word);
  for (const [afterConsonant, afterVowel] of agreeingParticles) {
    for (const written of [afterConsonant, afterVowel]) {
      if (!text.startsWith(written)) continue;
      const form = consonant === null ? written : consonant ? afterConsonant : afterVowel;
      return { length: written.length, form };
    }
  }
  const other = [...otherParticles, ...singleSyllableParticles].find((particle) => text.startsWith(particle));
  return other ? { length: other.length, form: other } : null;
}

/**
 * The Hangul written straight after a Korean name, rewritten to follow `word` instead: a title (님, 씨), the
 * affectionate 이 of a given name ("길동이가"), and up to two particles, each agreeing with what it follows.
 * Null when the rest is not made of those (the name was part of another word: "치료" in "치료사가").
 */
function reattachKoreanParticles(tail: string, word: string): string | null {
  let rest = tail;
  let before = word;
  let rewritten = '';
  const suffix = nameSuffixes.find((candidate) => rest.startsWith(candidate));
  if (suffix) {
    rewritten += suffix;
    before = suffix;
    rest = rest.slice(suffix.length);
  } else if (rest.startsWith('이') && rest.length > 1 && particleAt(rest.slice(1), word)) {
    rest = rest.slice(1);
  }
  for (let count = 0; count < 2 && rest !== ''; count += 1) {
    const particle = particleAt(rest, before);
    if (!particle) return null;
    rewritten += particle.form;
    before = particle.form;
    rest = rest.slice(particle.length);
  }
  return rest === '' ? rewritten : null;
}

/**
 * Replaces every written form of the client's and the manager's names in `text` with neutral words in the
 * document's language. Latin forms match whole words in any case. Korean forms match with what Korean writes
 * onto a name without a space (a particle, 님): the particle is kept and made to agree with the neutral word
 * ("홍길동은" → "대상자는"). A Korean form followed by other Hangul is part of another word and stays
 * ("치료" of "김치료" in "치료사가"), except the whole name, which is too specific to be anything else. The
 * longest form wins, so "Jane Doe" becomes one "the client".
 */
export function anonymizeText(text: string, names: NamesToHide, words: NeutralWords): string {
  const replacements = new Map<string, { word: string; whole: boolean }>();
  for (const [name, word] of [
    [names.client, words.client],
    [names.manager, words.therapist],
  ] as const) {
    const variants = nameVariantsOf(name);
    for (const variant of variants) {
      const key = variant.toLocaleLowerCase();
      if (!replacements.has(key)) replacements.set(key, { word, whole: variant === variants[0] });
    }
  }
  if (replacements.size === 0 || text === '') return text;
  const alternatives = [...replacements.keys()]
    .sort((a, b) => b.length - a.length)
    .map((variant) => {
      const body = escapeRegExp(variant).replace(/ /g, '\\s+');
      return hangul.test(variant) ? `${letterBefore}${body}` : `${letterBefore}${body}${letterAfter}`;
    });
  const pattern = new RegExp(`(?:${alternatives.join('|')})(\\p{Script=Hangul}*)`, 'giu');
  return text.replace(pattern, (match: string, tail: string) => {
    const name = match
      .slice(0, match.length - tail.length)
      .replace(/\s+/g, ' ')
      .toLocaleLowerCase();
    const replacement = replacements.get(name) ?? { word: words.client, whole: true };
    if (tail === '') return replacement.word;
    const particles = reattachKoreanParticles(tail, replacement.word);
    if (particles !== null) return `${replacement.word}${particles}`;
    return replacement.whole ? `${replacement.word}${tail}` : match;
  });
}
