/** Query keys of the suggestion calls; like the document keys, each starts with the user's id. */
export const suggestionKeys = {
  user: (userId: number) => ['suggestions', userId] as const,
  list: (userId: number, documentId: number) => ['suggestions', userId, 'list', documentId] as const,
  preview: (userId: number, documentId: number) => ['suggestions', userId, 'preview', documentId] as const,
};
