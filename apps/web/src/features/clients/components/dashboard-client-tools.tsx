import { useId, useState, type FormEvent } from 'react';
import type { DocumentSummary } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useAttachDocument, useClientList } from '../../client-data';

interface ClientFilterProps {
  client: number | undefined;
  onChange(client: number | undefined): void;
}

/** The dashboard's filter by client (decision 0018): all documents, or one client's. */
export function ClientFilter({ client, onChange }: ClientFilterProps) {
  const { t } = useI18n();
  const id = useId();
  const clients = useClientList();
  if (!clients.data?.length) return null;
  return (
    <div className="field dashboard-client-filter">
      <label htmlFor={id}>{t('clients.filter')}</label>
      <select
        id={id}
        value={client === undefined ? '' : String(client)}
        onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      >
        <option value="">{t('clients.filter_all')}</option>
        {clients.data.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.display_name}
          </option>
        ))}
      </select>
    </div>
  );
}

interface AttachDocumentFormProps {
  documents: readonly DocumentSummary[];
  numberOf(index: number): number;
}

/** Attaches a document of the page (saved before clients existed, or to the wrong one) to a client, or none. */
export function AttachDocumentForm({ documents, numberOf }: AttachDocumentFormProps) {
  const { t } = useI18n();
  const id = useId();
  const clients = useClientList();
  const attach = useAttachDocument();
  const [notice, setNotice] = useState('');
  if (!clients.data?.length || documents.length === 0) return null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const documentId = Number(data.get('document'));
    const clientValue = String(data.get('client') ?? '');
    const client = clients.data?.find((candidate) => String(candidate.id) === clientValue);
    try {
      await attach.mutateAsync({ documentId, clientId: client ? client.id : null });
      setNotice(client ? t('clients.attached', { name: client.display_name }) : t('clients.detached'));
    } catch {
      setNotice('');
    }
  };

  return (
    <form className="dashboard-attach" onSubmit={(event) => void submit(event)}>
      <div className="field">
        <label htmlFor={`${id}-document`}>{t('clients.attach_document')}</label>
        <select id={`${id}-document`} name="document">
          {documents.map((document, index) => (
            <option key={document.id} value={document.id}>
              {`${numberOf(index)}. ${document.client || '–'}${document.description ? ` – ${document.description}` : ''}`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${id}-client`}>{t('clients.choose')}</label>
        <select id={`${id}-client`} name="client">
          <option value="">{t('clients.none')}</option>
          {clients.data.map((candidate) => (
            <option key={candidate.id} value={candidate.id}>
              {candidate.display_name}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="button" disabled={attach.isPending}>
        {t('clients.attach')}
      </button>
      <p role="status" className="dashboard-attach-notice">
        {notice}
      </p>
    </form>
  );
}
