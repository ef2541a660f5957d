import { readFileSync } from 'node:fs';
import type { DownloadFormNumber } from '@icf/shared';
import type { ExportDocument } from '../../packages/shared/src/export/export-document';
import { createPdfRenderer } from '../../apps/server/src/features/export/pdf/pdf-renderer';
import { createWorkerPool } from '../../apps/server/src/workers/worker-pool';

/**
 * A process that only renders: the server's PDF worker pool with one thread, fed a prepared document `runs`
 * times in a row. Prints its peak resident memory (VmHWM) as JSON; run by bench/pdf.bench.ts.
 *
 * With `oldGenerationCapMb` the same worker module runs on a pool whose thread's old generation is capped
 * there: V8 then collects garbage as soon as it nears the cap, and the peak shows what a render holds live
 * rather than what V8 lets accumulate before it collects (decision record 0010).
 */
const [documentFile, form, runs, oldGenerationCapMb] = process.argv.slice(2);
const document = JSON.parse(readFileSync(documentFile!, 'utf8')) as ExportDocument;
const render = oldGenerationCapMb
  ? cappedRenderer(Number(oldGenerationCapMb))
  : createPdfRenderer({ threads: 1 });
for (let run = 0; run < Number(runs); run += 1) {
  await render.render({ form: Number(form) as DownloadFormNumber, document });
}
await render.close();
const status = readFileSync('/proc/self/status', 'utf8');
const megabytes = (key: string) =>
  Math.round(Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]) / 1024);
console.log(JSON.stringify({ peakRssMb: megabytes('VmHWM') }));

function cappedRenderer(capMb: number) {
  const workers = createWorkerPool({
    file: './pdf-worker',
    from: new URL('../../apps/server/src/features/export/pdf/pdf-renderer.ts', import.meta.url).href,
    maxThreads: 1,
    maxQueue: 1,
    // The young generation as the server's renderer sets it (pdf-renderer.ts).
    resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: capMb },
  });
  return {
    render: (job: { form: DownloadFormNumber; document: ExportDocument }) => workers.pool().run(job),
    close: () => workers.close(),
  };
}
