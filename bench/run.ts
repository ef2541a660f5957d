import { benchAccountExport } from './account-export.bench';
import { benchBoundedRequests } from './bounded-requests.bench';
import { benchDocuments } from './documents.bench';
import { benchEmbeddedDatabase } from './embedded-database.bench';
import { benchInteroperability } from './interoperability.bench';
import { benchLargeRequestsMemory } from './large-requests-memory.bench';
import { benchLighthouse } from './lighthouse.bench';
import { benchListDepth } from './list-depth.bench';
import { benchMemory } from './memory.bench';
import { benchPdf } from './pdf.bench';
import { benchReferenceDataOverhead } from './reference-data-overhead.bench';
import { benchSelfReportPage } from './self-report-page.bench';
import { benchStartupAndTransfer } from './startup-and-transfer.bench';
import { benchWriteScreen } from './write-screen.bench';

/** `npm run bench`: every benchmark in turn; each writes bench/results/<name>.json. Needs `npm run build` first. */
const benches: Record<string, () => Promise<void>> = {
  'startup-and-transfer': benchStartupAndTransfer,
  documents: benchDocuments,
  'list-depth': benchListDepth,
  'write-screen': benchWriteScreen,
  pdf: benchPdf,
  interoperability: benchInteroperability,
  lighthouse: benchLighthouse,
  'account-export': benchAccountExport,
  memory: benchMemory,
  'bounded-requests': benchBoundedRequests,
  'embedded-database': benchEmbeddedDatabase,
  'reference-data-overhead': benchReferenceDataOverhead,
  'large-requests-memory': benchLargeRequestsMemory,
  'self-report-page': benchSelfReportPage,
};

const only = process.argv.slice(2);
for (const [name, run] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  console.log(`\n# ${name}`);
  await run();
}
