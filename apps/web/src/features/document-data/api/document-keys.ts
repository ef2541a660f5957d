import type { DocumentListQueryInput } from '@icf/shared';

/**
 * Query keys of the document calls. Every key starts with the user's id, so a list cached for one account is
 * never shown to the next one signed in on the same tab, and one user's lists can be invalidated together.
 */
export const documentKeys = {
  all: ['documents'] as const,
  user: (userId: number) => ['documents', userId] as const,
  list: (userId: number, query: DocumentListQueryInput) => ['documents', userId, 'list', query] as const,
  versions: (userId: number, id: number) => ['documents', userId, 'versions', id] as const,
};
