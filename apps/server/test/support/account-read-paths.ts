/**
 * The GET calls that show a signed-in account its own data, from its user to one of its documents (the sweeps
 * over what an account can read: who may read it, and that no browser cache keeps it).
 */
export function accountReadPaths(documentId: number): string[] {
  return [
    '/api/user',
    '/api/document/all',
    `/api/document/${documentId}`,
    `/api/document/${documentId}/versions`,
    `/api/document/${documentId}/versions/1`,
    `/api/document/${documentId}/fhir`,
    '/api/document/export.csv',
    '/api/client/all',
  ];
}
