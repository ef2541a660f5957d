import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { documentInputMaxLength, textareaMaxLength } from '@icf/shared';
import { clientPath } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { useClientList, useCreateClient } from './api/clients-api';
import './clients.css';

/** Issue 18: the signed-in user's clients, each linking to its page, and a form to add one. */
export function ClientsPage() {
  const { t } = useI18n();
  const clients = useClientList();
  return (
    <div className="page clients-page">
      <h1>{t('clients.title')}</h1>
      <p className="muted">{t('clients.intro')}</p>
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
      <NewClientForm />
    </div>
  );
}

function NewClientForm() {
  const { t } = useI18n();
  const id = useId();
  const create = useCreateClient();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const birthYear = String(data.get('birth_year') ?? '').trim();
    try {
      const created = await create.mutateAsync({
        display_name: String(data.get('display_name') ?? ''),
        chart_number: String(data.get('chart_number') ?? ''),
        birth_year: birthYear === '' ? null : Number(birthYear),
        note: String(data.get('note') ?? ''),
      });
      setErrors({});
      setNotice(t('clients.created', { name: created.display_name }));
      form.reset();
    } catch (error) {
      setNotice('');
      if (error instanceof ApiError && error.body?.errors) setErrors(error.body.errors);
    }
  };

  const field = (name: string, label: string, input: React.ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[name]?.map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
    </div>
  );

  return (
    <form className="client-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('clients.new')}</h2>
      {field(
        'display_name',
        t('clients.display_name'),
        <input id={`${id}-display_name`} name="display_name" maxLength={documentInputMaxLength} required />,
      )}
      {field(
        'chart_number',
        t('clients.chart_number'),
        <input id={`${id}-chart_number`} name="chart_number" maxLength={documentInputMaxLength} />,
      )}
      {field(
        'birth_year',
        t('clients.birth_year'),
        <input
          id={`${id}-birth_year`}
          name="birth_year"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={4}
        />,
      )}
      {field(
        'note',
        t('clients.note'),
        <textarea id={`${id}-note`} name="note" maxLength={textareaMaxLength} rows={3} />,
      )}
      <button type="submit" className="button primary" disabled={create.isPending}>
        {t('clients.create')}
      </button>
      <p role="status" className="client-notice">
        {notice}
      </p>
    </form>
  );
}

export default ClientsPage;
