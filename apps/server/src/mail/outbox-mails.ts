import { open, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';

/** The headers of a mail we write are well within this; the To line comes before the body. */
const headerBytesMax = 16 * 1024;

/**
 * Deletes the outbox's .eml files whose `To` header names `address` (case-insensitive, as a whole address),
 * so the outbox keeps nothing of an erased account (decision record 0042). Reads only each file's headers.
 */
export async function deleteOutboxMailsTo(dir: string, address: string): Promise<number> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.eml'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw error;
  }
  const wanted = address.toLowerCase();
  let deleted = 0;
  for (const name of names) {
    const file = path.join(dir, name);
    if (!recipientsOf(await headersOf(file)).includes(wanted)) continue;
    await unlink(file).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
    deleted++;
  }
  return deleted;
}

async function headersOf(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(headerBytesMax);
    const { bytesRead } = await handle.read(buffer, 0, headerBytesMax, 0);
    const text = buffer.subarray(0, bytesRead).toString('utf8');
    const end = text.search(/\r?\n\r?\n/);
    return end === -1 ? text : text.slice(0, end);
  } finally {
    await handle.close();
  }
}

/** The addresses of the `To` header, lower-cased: `a@x.org`, `Name <a@x.org>`, folded over lines. */
function recipientsOf(headers: string): string[] {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const to = /^to:(.*)$/im.exec(unfolded)?.[1] ?? '';
  return [...to.matchAll(/[^\s<>,"]+@[^\s<>,"]+/g)].map((match) => match[0].toLowerCase());
}
