import { useId, useState, type FormEvent } from 'react';
import type { Team, TeamClientFate } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { useAuth } from '../../../lib/auth/auth-store';
import { FormError } from '../../../components/form/form-field';
import { readFormErrors } from '../../../components/form/form-errors';
import { useTeamAct, useTeamClients } from '../api/teams-api';

/**
 * Deleting a team asks what becomes of each of its clients (decision record 0033): moved with its documents to
 * a member's own list (the caller's, to begin with) or deleted. Nothing is chosen for the user silently.
 */
export function DeleteTeamDialog({
  team,
  onClose,
  onDeleted,
}: {
  team: Team;
  onClose(): void;
  onDeleted(): void;
}) {
  const { t } = useI18n();
  const dialogRef = useModalDialog();
  const titleId = useId();
  const textId = useId();
  const clients = useTeamClients(team.id);
  const act = useTeamAct(team.id);
  // Each client goes to the deleting owner's own list unless they choose otherwise.
  const myId = useAuth().user?.id ?? 0;
  const [choices, setChoices] = useState<Record<number, string>>({});
  const errors = readFormErrors(act.error, [], t('teams.failed'));
  const choiceOf = (clientId: number) => choices[clientId] ?? `member:${myId}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fates: TeamClientFate[] = (clients.data ?? []).map((client) => {
      const choice = choiceOf(client.id);
      return choice === 'delete'
        ? { client_id: client.id, fate: 'delete' }
        : { client_id: client.id, fate: 'member', user_id: Number(choice.slice('member:'.length)) };
    });
    act.mutate(
      { kind: 'delete', request: { clients: fates } },
      {
        onSuccess: () => {
          dialogRef.current?.close();
          onDeleted();
        },
      },
    );
  };

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={onClose}
    >
      <form onSubmit={submit}>
        <h2 id={titleId}>{t('teams.delete_title', { name: team.name })}</h2>
        <p id={textId}>{t('teams.delete_text')}</p>
        {clients.data === undefined ? (
          <p role="status" className="muted">
            {t('teams.loading')}
          </p>
        ) : clients.data.length === 0 ? (
          <p>{t('teams.delete_no_clients')}</p>
        ) : (
          <div className="team-fates">
            {clients.data.map((client) => (
              <div className="field" key={client.id}>
                <label htmlFor={`${titleId}-fate-${client.id}`}>
                  {t('teams.fate_label', { client: client.display_name })}
                </label>
                <select
                  id={`${titleId}-fate-${client.id}`}
                  value={choiceOf(client.id)}
                  onChange={(event) => setChoices({ ...choices, [client.id]: event.target.value })}
                >
                  {team.members.map((member) => (
                    <option key={member.user_id} value={`member:${member.user_id}`}>
                      {t('teams.fate_member', { name: member.name })}
                    </option>
                  ))}
                  <option value="delete">{t('teams.fate_delete')}</option>
                </select>
              </div>
            ))}
          </div>
        )}
        <FormError message={errors.form} />
        <div className="modal-actions">
          <button type="button" className="button" onClick={() => dialogRef.current?.close()}>
            {t('alert.cancel')}
          </button>
          <button
            type="submit"
            className="button danger"
            disabled={act.isPending || clients.data === undefined}
          >
            {t('teams.delete_confirm')}
          </button>
        </div>
      </form>
    </dialog>
  );
}
