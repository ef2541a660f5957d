import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { categoryPlanOf, emptyCodeEntry, type Client, type CodeEntry } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { clientInterventionsPath, clientMeetingPath, clientProgressPath, paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { confirmReplacingDraft, todayIsoDate, importDraft, startDraftClientEvaluation } from '../draft';
import { getDocument } from '../document-data';
import {
  downloadProgressReport,
  useClient,
  useClientEvaluations,
  useDeleteClient,
  useUpdateClient,
} from '../client-data';
import { FhirSeriesExportLink } from '../interoperability';
import { ClientTeamSection } from '../teams';
import { ClientGoalsForm, GoalCyclesSection } from '../rehab-cycle';
import { ClientForm } from './components/client-form';
import { SelfReportSection } from '../self-report';
import { saveBlob } from '../../lib/save-blob';
import './clients.css';

/** One client, their evaluations in date order, a new evaluation, the comparison and the report. */
export function ClientPage() {
  const { t } = useI18n();
  const id = Number(useParams().id);
  const client = useClient(id);
  const evaluations = useClientEvaluations(id);
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  if (client.isError) {
    return (
      <div className="page narrow">
        <h1>{t('clients.not_found')}</h1>
        <Link to={paths.clients}>{t('clients.back')}</Link>
      </div>
    );
  }
  if (!client.data) return <p className="page muted">{t('dashboard.loading')}</p>;
  const list = evaluations.data ?? [];

  /** The latest evaluation's codes with the ratings cleared, today's date, the old ratings kept to show greyed. */
  const startNewEvaluation = async () => {
    const latest = list[list.length - 1];
    if (!latest) return;
    if (!(await confirmReplacingDraft(t))) return;
    setBusy(true);
    try {
      const document = await getDocument(latest.id);
      const cleared: Record<string, CodeEntry> = {};
      for (const [code, entry] of Object.entries(document.data)) {
        // The goal and the team's plan (decision 0034) carry over to the next evaluation; the ratings do not.
        cleared[code] = {
          ...emptyCodeEntry(),
          ...(entry.goal ? { goal: entry.goal } : {}),
          ...categoryPlanOf(entry),
        };
      }
      importDraft({
        info: {
          ...document.info,
          client: client.data.display_name,
          evaluation_date: todayIsoDate(),
          description: '',
        },
        sets: document.sets,
        data: cleared,
      });
      startDraftClientEvaluation(id, document.data);
      void navigate(paths.write);
    } finally {
      setBusy(false);
    }
  };

  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadProgressReport(id), `progress-${id}.pdf`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page client-page">
      <p>
        <Link to={paths.clients}>{t('clients.back')}</Link>
      </p>
      <h1>{client.data.display_name}</h1>
      <p className="muted">
        {[
          client.data.chart_number && `${t('clients.chart_number')}: ${client.data.chart_number}`,
          client.data.birth_year !== null && `${t('clients.birth_year')}: ${client.data.birth_year}`,
        ]
          .filter(Boolean)
          .join(' · ')}
      </p>
      {client.data.note && <p className="client-note">{client.data.note}</p>}
      <div className="client-actions">
        <button
          type="button"
          className="button primary"
          disabled={busy || list.length === 0}
          onClick={() => void startNewEvaluation()}
        >
          {t('clients.new_evaluation')}
        </button>
        {list.length >= 2 && (
          <Link className="button" to={clientProgressPath(id)}>
            {t('clients.compare')}
          </Link>
        )}
        {list.length >= 1 && (
          <button type="button" className="button" disabled={busy} onClick={() => void download()}>
            {t('clients.progress_report')}
          </button>
        )}
        {list.length >= 1 && (
          <Link className="button" to={clientInterventionsPath(id)}>
            {t('rehab_cycle.table.open')}
          </Link>
        )}
        {list.length >= 1 && (
          <Link className="button" to={clientMeetingPath(id)}>
            {t('rehab_cycle.meeting.open')}
          </Link>
        )}
        <FhirSeriesExportLink clientId={id} />
      </div>
      <ClientTeamSection client={client.data} />
      <ClientDetails client={client.data} />
      <section className="client-goals" aria-labelledby="client-goals-title">
        <h2 id="client-goals-title">{t('rehab_cycle.goals.title')}</h2>
        <p className="muted">{t('rehab_cycle.goals.intro')}</p>
        <ClientGoalsForm clientId={id} />
      </section>
      <GoalCyclesSection clientId={id} />
      <SelfReportSection clientId={id} latestEvaluationId={list[list.length - 1]?.id} />
      <h2>{t('clients.evaluations')}</h2>
      {list.length === 0 ? (
        <p className="muted">{t('clients.no_evaluations')}</p>
      ) : (
        <ol className="evaluation-list">
          {list.map((evaluation) => (
            <li key={evaluation.id}>
              <strong>{evaluation.evaluation_date || t('progress.undated')}</strong>
              {evaluation.description && <span> – {evaluation.description}</span>}
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}

/** Edit the client's fields, or delete the client (their documents stay, detached). */
function ClientDetails({ client }: { client: Client }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const update = useUpdateClient(client.id);
  const remove = useDeleteClient(client.id);
  const deleteClient = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('clients.delete'),
      text: t('clients.delete_confirm', { name: client.display_name }),
      confirmText: t('clients.delete'),
      cancelText: t('alert.cancel'),
    });
    if (!answer.confirmed) return;
    await remove.mutateAsync();
    void navigate(paths.clients);
  };
  return (
    <details className="client-details">
      <summary>{t('clients.edit')}</summary>
      <ClientForm
        key={client.updated_at}
        title={client.display_name}
        submitLabel={t('clients.save')}
        initial={client}
        busy={update.isPending}
        onSubmit={async (request) => {
          const saved = await update.mutateAsync(request);
          return t('clients.saved', { name: saved.display_name });
        }}
      />
      <button
        type="button"
        className="button danger-outline"
        disabled={remove.isPending}
        onClick={() => void deleteClient()}
      >
        {t('clients.delete')}
      </button>
    </details>
  );
}

export default ClientPage;
