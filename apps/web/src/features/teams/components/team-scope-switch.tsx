import { useId } from 'react';
import { useI18n } from '../../../i18n/use-i18n';
import { useTeamList } from '../api/teams-api';
import '../teams.css';

/**
 * The switch between "my own" and each of the user's teams (decision record 0033), on the dashboard and the
 * clients page. `team` undefined is the user's own list. Without teams it shows nothing.
 */
export function TeamScopeSwitch({
  team,
  onChange,
}: {
  team: number | undefined;
  onChange(team: number | undefined): void;
}) {
  const { t } = useI18n();
  const id = useId();
  const teams = useTeamList();
  if (!teams.data || teams.data.length === 0) return null;
  return (
    <div className="team-scope">
      <label htmlFor={id}>{t('teams.scope_label')}</label>
      <select
        id={id}
        value={team === undefined ? '' : String(team)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{t('teams.scope_own')}</option>
        {teams.data.map((found) => (
          <option key={found.id} value={String(found.id)}>
            {t('teams.scope_team', { name: found.name })}
          </option>
        ))}
      </select>
    </div>
  );
}
