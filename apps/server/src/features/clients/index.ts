/**
 * The clients feature's front door (decision 0052): the routes, and the client queries the documents,
 * interoperability and account features use.
 */
export {
  findClientGoals,
  listClientGoalVersionsOfUser,
  listClientGoalsOfUser,
  writeClientGoals,
} from './client-goals-repository';
export {
  findClient,
  findClientByFhirId,
  findClientFhirId,
  findClientSeriesDocuments,
  insertClient,
  listClientsOf,
} from './clients-repository';
export { clientsRoutes } from './clients-routes';
export { clientNotFound } from './client-not-found';
export { getClient } from './manage-clients';
export { listGoalCyclesOfUser } from './goal-cycles-repository';
export { presentGoalCycle } from './present-goal-cycles';
export { presentClient } from './present-client';
