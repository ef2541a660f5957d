/** Institution lists are served as `institution-<n>` so their ids never meet a catalogue id or a personal one. */
export function formatInstitutionCoreSetId(id: number): string {
  return `institution-${id}`;
}

/** Reads `institution-<n>` or a bare `<n>`; null for anything else. */
export function parseInstitutionCoreSetId(value: string): number | null {
  const match = /^(?:institution-)?([1-9]\d{0,9})$/.exec(value.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return id <= 2_147_483_647 ? id : null;
}
