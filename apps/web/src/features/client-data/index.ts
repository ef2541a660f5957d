/** The client-data feature's public entry: what other features and app/ may import from it (decision record 0051). */
export {
  clientKeys,
  clientListQuery,
  downloadProgressReport,
  useAttachDocument,
  useClient,
  useClientEvaluations,
  useClientList,
  useClientProgress,
  useCreateClient,
  useDeleteClient,
  useUpdateClient,
} from './api/clients-api';
