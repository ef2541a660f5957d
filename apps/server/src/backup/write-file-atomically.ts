import { rename, writeFile } from 'node:fs/promises';

/** Writes the whole file under a temporary name first, so a backup file is either complete or absent. */
export async function writeFileAtomically(file: string, content: Buffer): Promise<void> {
  const partial = `${file}.partial`;
  await writeFile(partial, content, { mode: 0o600 });
  await rename(partial, file);
}
