/** The core-sets feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { useCreatePersonalCoreSet } from './api/create-personal-core-set';
export { useDeletePersonalCoreSet } from './api/delete-personal-core-set';
export { useUpdatePersonalCoreSet } from './api/update-personal-core-set';
