import { useId, useState } from 'react';
import type { Client } from '@icf/shared';
import { showToast } from '../../../components/feedback/toast-store';
import { useI18n } from '../../../i18n/use-i18n';
import { useMoveClient, useTeamList } from '../api/teams-api';
import { askFirst } from '../ask-first';

/**
 * On a client's page (decision record 0033): which team holds the client; the keeper of an own client moves it
 * into one of their teams, an owner of its team moves it out into their own list. Both ask first.
 */
export function ClientTeamSection({ client }: { client: Client }) {
  const { t } = useI18n();
  const id = useId();
  const teams = useTeamList();
  const move = useMoveClient(client.id);
  const [target, setTarget] = useState<number | undefined>(undefined);
  if (!teams.data) return null;
  const current = teams.data.find((team) => team.id === client.team_id);
  if (client.team_id === null && teams.data.length === 0) return null;
  const chosen = target ?? teams.data[0]?.id;

  const moveTo = async (teamId: number | null, question: string, confirmText: string) => {
    if (!(await askFirst(question, confirmText, t('alert.cancel')))) return;
    move.mutate(teamId, { onSuccess: () => showToast({ text: t('teams.moved') }) });
  };

  return (
    <section className="client-team" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('teams.client_team')}</h2>
      {client.team_id === null ? (
        <>
          <p className="muted">{t('teams.client_own')}</p>
          <div className="field">
            <label htmlFor={`${id}-target`}>{t('teams.move_target')}</label>
            <select
              id={`${id}-target`}
              value={chosen === undefined ? '' : String(chosen)}
              onChange={(event) => setTarget(Number(event.target.value))}
            >
              {teams.data.map((team) => (
                <option key={team.id} value={String(team.id)}>
                  {team.name}
                </option>
              ))}
            </select>
          </div>
          <button
            type="button"
            className="button"
            disabled={move.isPending || chosen === undefined}
            onClick={() => {
              const team = teams.data.find((found) => found.id === chosen);
              if (team) {
                void moveTo(
                  team.id,
                  t('teams.move_into_confirm', { client: client.display_name, team: team.name }),
                  t('teams.move_into'),
                );
              }
            }}
          >
            {t('teams.move_into')}
          </button>
        </>
      ) : (
        <>
          <p>{t('teams.client_in_team', { team: current?.name ?? '' })}</p>
          {current?.role === 'owner' && (
            <button
              type="button"
              className="button"
              disabled={move.isPending}
              onClick={() =>
                void moveTo(
                  null,
                  t('teams.move_out_confirm', { client: client.display_name, team: current.name }),
                  t('teams.move_out'),
                )
              }
            >
              {t('teams.move_out')}
            </button>
          )}
        </>
      )}
    </section>
  );
}
