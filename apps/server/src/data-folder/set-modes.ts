import { chmodSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Sets the mode of a folder, of every folder below it and of every file in them. */
export function setModes(folder: string, modes: { folders: number; files: number }): void {
  chmodSync(folder, modes.folders);
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const child = path.join(folder, entry.name);
    if (entry.isDirectory()) setModes(child, modes);
    else if (entry.isFile()) chmodSync(child, modes.files);
  }
}

/** What the server keeps in DATA_DIR: its account's alone (decision 0041). */
export const privateModes = { folders: 0o700, files: 0o600 };

/** The prepared PGlite folder, a build output without secrets: readable by the account that runs the server. */
export const sharedReadModes = { folders: 0o755, files: 0o644 };
