/**
 * ICF_API_URL=http://localhost:8080 ICF_API_TOKEN=icfpat_… ICF_CLIENT_ID=1 \
 *   node --import tsx docs/examples/typescript/run.ts
 */
import { syncLatestEvaluation } from './sync-latest-evaluation';

const { ICF_API_URL = 'http://localhost:8080', ICF_API_TOKEN, ICF_CLIENT_ID } = process.env;
if (!ICF_API_TOKEN || !ICF_CLIENT_ID) {
  console.error('Set ICF_API_TOKEN (Settings → API tokens) and ICF_CLIENT_ID.');
  process.exit(2);
}
const result = await syncLatestEvaluation({
  baseUrl: ICF_API_URL,
  token: ICF_API_TOKEN,
  clientId: Number(ICF_CLIENT_ID),
});
console.log(
  `${result.evaluations} evaluations; document ${result.latestDocumentId} exported as a Bundle of ` +
    `${result.bundle.entry?.length ?? 0} entries and imported again as document ${result.importedDocumentId}.`,
);
