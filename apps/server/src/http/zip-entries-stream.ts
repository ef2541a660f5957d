import type { Readable } from 'node:stream';
import { ZipArchive } from 'archiver';

/** One file of a ZIP: its path inside the archive and its content, whole or as a stream. */
export interface ZipEntry {
  name: string;
  content: string | Readable;
}

/**
 * A ZIP (archiver; ZIP64 once it grows past 4 GB or 65,535 files) of the entries an async generator yields,
 * as one stream. The next entry is asked for only when archiver has written the previous one, and archiver
 * writes only as fast as the reader takes the archive, so a slow download holds about one entry in memory,
 * not the account (decision 0028). A reader that goes away ends the generator (its `finally` runs).
 */
export function zipEntriesStream(entries: AsyncIterable<ZipEntry>): Readable {
  const archive = new ZipArchive({ zlib: { level: 6 } });
  const waiting: (() => void)[] = [];
  let ended = false;
  const releaseAll = () => {
    ended = true;
    for (const resolve of waiting.splice(0)) resolve();
  };
  archive.on('entry', () => waiting.shift()?.());
  archive.on('close', releaseAll);
  archive.on('error', releaseAll);
  void (async () => {
    try {
      for await (const entry of entries) {
        if (ended) break;
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          archive.append(entry.content, { name: entry.name, date: new Date() });
        });
        if (ended) break;
      }
      if (!ended) await archive.finalize();
    } catch (error) {
      archive.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return archive;
}
