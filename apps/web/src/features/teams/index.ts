/** The teams feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { useClientsOfEveryScope } from './api/teams-api';
export { ClientTeamSection } from './components/client-team-section';
export { TeamScopeSwitch } from './components/team-scope-switch';
export { useDraftTeamDiscipline } from './use-draft-team-discipline';
export { useTeamList } from './api/teams-api';
