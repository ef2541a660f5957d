import { readFileSync, statSync } from 'node:fs';
import { DataFolderRefused } from './data-folder-lock';

/**
 * Refuses a command run by another OS account than the one that owns DATA_DIR, root included (decision 0041):
 * what it wrote there (a lock, PGlite's files, a restored folder) would belong to that account, and the
 * server's account, which reads and writes its folder alone (mode 0700), could not open it at its next
 * start. A folder that does not exist yet is this account's to make.
 */
export function requireDataFolderOwner(dataDir: string): void {
  const uid = process.getuid?.();
  if (uid === undefined) return; // Windows: no owners to compare
  let owner: number;
  try {
    owner = statSync(dataDir).uid;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (owner === uid) return;
  const name = accountName(owner);
  throw new DataFolderRefused(
    `${dataDir} belongs to the account ${name ?? owner} (uid ${owner}), and this command runs as uid ${uid}. ` +
      `Run it as the data folder's owner (for instance \`sudo -u ${name ?? `#${owner}`} node apps/server/dist/cli.js …\`), ` +
      'so that what it writes stays readable by the server.',
  );
}

/** The account's name from /etc/passwd, when it is there. */
function accountName(uid: number): string | undefined {
  try {
    for (const line of readFileSync('/etc/passwd', 'utf8').split('\n')) {
      const [name, , id] = line.split(':');
      if (name && Number(id) === uid) return name;
    }
  } catch {
    // no /etc/passwd: the uid alone
  }
  return undefined;
}
