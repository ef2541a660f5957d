import { readFileSync } from 'node:fs';
import type { DownloadFormNumber } from '@icf/shared';
import type { ExportDocument } from '../../packages/shared/src/export/export-document';
import { createPdfRenderer } from '../../apps/server/src/features/export/pdf/pdf-renderer';

/**
 * A process that only renders: the server's PDF worker pool with one thread, fed a prepared document `runs`
 * times in a row. Prints its peak resident memory (VmHWM) as JSON; run by bench/pdf.bench.ts.
 */
const [documentFile, form, runs] = process.argv.slice(2);
const document = JSON.parse(readFileSync(documentFile!, 'utf8')) as ExportDocument;
const renderer = createPdfRenderer({ threads: 1 });
for (let run = 0; run < Number(runs); run += 1) {
  await renderer.render({ form: Number(form) as DownloadFormNumber, document });
}
await renderer.close();
const status = readFileSync('/proc/self/status', 'utf8');
const megabytes = (key: string) =>
  Math.round(Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024);
console.log(JSON.stringify({ peakRssMb: megabytes('VmHWM') }));
