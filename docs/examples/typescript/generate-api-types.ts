/**
 * Writes api.d.ts, the types of the API as openapi-typescript generates them from the OpenAPI description.
 * An integrator runs the same generator on the served description instead:
 *   npx openapi-typescript https://your-server/api/openapi.json -o api.d.ts
 * Here it reads the description in-process, so the repository's copy can be checked for drift
 * (apps/server/test/examples/typescript-client-example.test.ts). Run: npm run example:types
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { buildOpenApiDocument } from '../../../apps/server/src/openapi/openapi-document';

export const apiTypesFile = path.join(import.meta.dirname, 'api.d.ts');

export async function apiTypesSource(): Promise<string> {
  const description = buildOpenApiDocument() as unknown as Parameters<typeof openapiTS>[0];
  return COMMENT_HEADER + astToString(await openapiTS(description));
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(apiTypesFile, await apiTypesSource());
  console.log(`wrote ${path.relative(process.cwd(), apiTypesFile)}`);
}
