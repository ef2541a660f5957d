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
const letterAfter = '(?![\\p{L}\\p{N}])';

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
 * Replaces every written form of the client's and the manager's names in `text` with neutral words. Latin
 * forms match whole words in any case; Korean forms also match with a particle attached ("홍길동은"), since
 * Korean writes particles without a space. The longest form wins, so "Jane Doe" becomes one "the client".
 */
export function anonymizeText(text: string, names: NamesToHide, words: NeutralWords): string {
  const replacements = new Map<string, string>();
  for (const [name, word] of [
    [names.client, words.client],
    [names.manager, words.therapist],
  ] as const) {
    for (const variant of nameVariantsOf(name)) {
      const key = variant.toLocaleLowerCase();
      if (!replacements.has(key)) replacements.set(key, word);
    }
  }
  if (replacements.size === 0 || text === '') return text;
  const alternatives = [...replacements.keys()]
    .sort((a, b) => b.length - a.length)
    .map((variant) => {
      const body = escapeRegExp(variant).replace(/ /g, '\\s+');
      return hangul.test(variant) ? `${letterBefore}${body}` : `${letterBefore}${body}${letterAfter}`;
    });
  const pattern = new RegExp(alternatives.join('|'), 'giu');
  return text.replace(
    pattern,
    (match) => replacements.get(match.replace(/\s+/g, ' ').toLocaleLowerCase()) ?? words.client,
  );
}
