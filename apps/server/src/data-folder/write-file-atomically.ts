import { rename, writeFile } from 'node:fs/promises';

/**
 * Writes the whole file under a temporary name first, then renames it: a backup file, or a mail in the outbox,
 * is either complete or absent for anyone who lists the folder (the name's `.partial` ending matches no reader).
 */
export async function writeFileAtomically(
  file: string,
  content: Parameters<typeof writeFile>[1],
): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, content, { mode: 0o600 });
  await rename(partial, file);
}
