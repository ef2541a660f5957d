/**
 * A core set's toggle on the select screen, by a part of its names: not the "About <set>" button beside it
 * (named 'About …' in English, '세트 정보: …' in Korean), which carries the set's name too.
 */
export function setToggle(name: string): RegExp {
  return new RegExp(`^(?!About |세트 정보: ).*${name}`);
}
