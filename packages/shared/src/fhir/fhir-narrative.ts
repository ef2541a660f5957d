import { xhtmlNamespace } from './fhir-systems';

/**
 * A text as FHIR narrative (an XHTML `div`), and back. The export writes each text as the whole content of
 * its `div`, escaped; the import reads exactly that shape, so a text survives the round trip character for
 * character (line breaks included).
 */
const opening = `<div xmlns="${xhtmlNamespace}">`;
const closing = '</div>';

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const unescapes: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export function textAsNarrativeDiv(text: string): string {
  return `${opening}${text.replace(/[&<>"]/g, (character) => escapes[character]!)}${closing}`;
}

/** The text of a `div` written by `textAsNarrativeDiv`; null for any other markup. */
export function textOfNarrativeDiv(div: string): string | null {
  if (!div.startsWith(opening) || !div.endsWith(closing)) return null;
  const inner = div.slice(opening.length, div.length - closing.length);
  if (/[<>]/.test(inner)) return null;
  let valid = true;
  const text = inner.replace(/&([a-z]+);|&/g, (match, name: string | undefined) => {
    const character = name === undefined ? undefined : unescapes[name];
    if (character === undefined) valid = false;
    return character ?? match;
  });
  return valid ? text : null;
}
