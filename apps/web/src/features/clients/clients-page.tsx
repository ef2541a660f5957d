import { Link, useSearchParams } from 'react-router';
import { clientPath } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useClientList, useCreateClient } from '../client-data';
import { FhirBulkExportLink, SeriesImportForm } from '../interoperability';
import { TeamScopeSwitch } from '../teams';
import { ClientForm } from './components/client-form';
import './clients.css';

/** The signed-in user's clients, each linking to its page, and a form to add one. */
export function ClientsPage() {
  const { t } = useI18n();
  const [search, setSearch] = useSearchParams();
  const team = /^[1-9][0-9]{0,8}$/.test(search.get('team') ?? '') ? Number(search.get('team')) : undefined;
  const clients = useClientList(team);
  return (
    <div className="page clients-page">
      <h1>{t('clients.title')}</h1>
      <p className="muted">{t('clients.intro')}</p>
      <TeamScopeSwitch
        team={team}
        onChange={(next) => setSearch(next === undefined ? {} : { team: String(next) })}
      />
      {clients.data === undefined ? (
        <p role="status" className="muted">
          {t('dashboard.loading')}
        </p>
      ) : clients.data.length === 0 ? (
        <p>{t('clients.empty')}</p>
      ) : (
        <ul className="client-list">
          {clients.data.map((client) => (
            <li key={client.id}>
              <Link to={clientPath(client.id)}>{client.display_name}</Link>
              {client.chart_number && <span className="muted"> · {client.chart_number}</span>}
              {client.birth_year !== null && <span className="muted"> · {client.birth_year}</span>}
            </li>
          ))}
        </ul>
      )}
      {/* A new client is the user's own; an owner moves it into a team from its page. */}
      {team === undefined && <NewClientForm />}
      {/* A series comes into, and the account goes out as, the user's own data (decision record 0048). */}
      {team === undefined && <SeriesImportForm />}
      {team === undefined && (
        <p className="client-actions">
          <FhirBulkExportLink />
        </p>
      )}
    </div>
  );
}

function NewClientForm() {
  const { t } = useI18n();
  const create = useCreateClient();
  return (
    <ClientForm
      title={t('clients.new')}
      submitLabel={t('clients.create')}
      busy={create.isPending}
      resetAfterSave
      onSubmit={async (request) => {
        const created = await create.mutateAsync(request);
        return t('clients.created', { name: created.display_name });
      }}
    />
  );
}

export default ClientsPage;
