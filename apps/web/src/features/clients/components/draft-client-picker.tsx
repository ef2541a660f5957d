import { useEffect, useId } from 'react';
import { documentInputMaxLength } from '@icf/shared';
import { showAlert } from '../../../components/feedback/alert-store';
import { useI18n } from '../../../i18n/use-i18n';
import { useAuth } from '../../../lib/auth/auth-store';
import { updateInfo, setDraftClientId, setShowPrevious, useDraftClient } from '../../draft';
import { useClientsOfEveryScope } from '../../teams';
import { useCreateClient } from '../../client-data';

const newClient = 'new';

/**
 * The client the draft belongs to (decision 0018), for a signed-in user: one of their clients, none, or a new one
 * made here. Choosing one fills the free-text client field with its display name (the save does the same).
 */
export function DraftClientPicker() {
  const { isLoggedIn } = useAuth();
  if (!isLoggedIn) return null;
  return <Picker />;
}

function Picker() {
  const { t } = useI18n();
  const id = useId();
  const { clientId, previous, showPrevious } = useDraftClient();
  // A team's client too (decision record 0033): a member writes the team client's evaluations.
  const clients = useClientsOfEveryScope();
  const create = useCreateClient();

  // A client that is not this account's (chosen before a change of account, or deleted since) is let go, so
  // the next save does not name it.
  useEffect(() => {
    if (clientId !== null && clients.data && !clients.data.some((client) => client.id === clientId)) {
      setDraftClientId(null);
    }
  }, [clientId, clients.data]);

  const choose = async (value: string) => {
    if (value === newClient) {
      const answer = await showAlert({
        icon: 'question',
        title: t('clients.new'),
        input: { label: t('clients.display_name'), maxLength: documentInputMaxLength, value: '' },
        confirmText: t('clients.create'),
        cancelText: t('alert.cancel'),
      });
      if (!answer.confirmed || answer.value.trim() === '') return;
      try {
        const created = await create.mutateAsync({ display_name: answer.value.trim() });
        setDraftClientId(created.id);
        updateInfo({ client: created.display_name });
      } catch {
        await showAlert({ icon: 'error', title: t('documents.save_failed') });
      }
      return;
    }
    const chosen = clients.data?.find((client) => String(client.id) === value);
    setDraftClientId(chosen ? chosen.id : null);
    if (chosen) updateInfo({ client: chosen.display_name });
  };

  return (
    <div className="field draft-client-picker">
      <label htmlFor={id}>{t('clients.choose')}</label>
      <select
        id={id}
        value={clientId === null ? '' : String(clientId)}
        onChange={(event) => void choose(event.target.value)}
      >
        <option value="">{t('clients.none')}</option>
        {clients.data?.map((client) => (
          <option key={client.id} value={client.id}>
            {client.display_name}
            {client.chart_number ? ` (${client.chart_number})` : ''}
          </option>
        ))}
        <option value={newClient}>{t('clients.new_option')}</option>
      </select>
      {Object.keys(previous).length > 0 && (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={showPrevious}
            onChange={(event) => setShowPrevious(event.target.checked)}
          />
          {t('goal.show_previous')}
        </label>
      )}
    </div>
  );
}
