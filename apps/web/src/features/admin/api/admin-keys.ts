/** Query keys of the administrator area: everything under ['admin'] is refreshed after an action. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: object) => ['admin', 'users', query] as const,
  usage: ['admin', 'usage'] as const,
  feedback: (query: object) => ['admin', 'feedback', query] as const,
  audit: (query: object) => ['admin', 'audit', query] as const,
  lists: ['admin', 'lists'] as const,
};
