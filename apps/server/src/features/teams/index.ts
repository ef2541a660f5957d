/**
 * The teams feature's front door (decision 0052): the routes, and the membership, audit and access-log rules
 * of a team's records.
 */
export { presentTeamSummary } from './present-team';
export { recordTeamAccess } from './team-access-log';
export { auditTeamAct } from './team-audit';
export { teamError } from './team-errors';
export { requireMembership, requireOwnership } from './team-membership';
export {
  findTeamsWithOnlyOwner,
  handTeamRecordsToOwners,
  listTeamsOf,
  moveClients,
} from './teams-repository';
export { teamsRoutes } from './teams-routes';
