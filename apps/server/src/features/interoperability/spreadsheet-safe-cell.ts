/**
 * A spreadsheet reads a cell that begins with `=`, `+`, `-` or `@` as a formula, and a leading tab or
 * carriage return can hide such a start (CSV injection, OWASP). Such a cell is written with a `'` in front,
 * inside quotes, as OWASP recommends: the spreadsheet shows text, the formula never runs. A facilitator
 * qualifier (`+2`) follows the same rule, so a spreadsheet keeps its plus sign instead of reading the number 2
 * (README, "Interoperability"; decision record 0025).
 */
const formulaStart = /^[=+\-@\t\r]/;

export function spreadsheetSafeCell(value: string): string | { value: string; quoted: true } {
  return formulaStart.test(value) ? { value: `'${value}`, quoted: true } : value;
}
