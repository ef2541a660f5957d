import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { goalSlotsOf, qualifierSlotsOf, type InterventionTableRow, titleInLocale } from '@icf/shared';
import { clientPath } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useCodes } from '../icf-data';
import { saveBlob } from '../../lib/save-blob';
import { downloadInterventionTable, useInterventionTable } from './api/intervention-table-api';
import { ClientGoalList } from './components/client-goal-list';
import { GoalRelation } from './components/goal-relation';
import '../../styles/progress-table.css';
import './rehab-cycle.css';

/**
 * The Rehab-Cycle's intervention table of the open cycle: the plan of the latest evaluation that holds one
 * (decisions 0034, 0056): the goals, then each
 * intervention target with its goal relation, value and goal value, responsible disciplines and interventions;
 * the same as PDF form 6.
 */
export function InterventionTablePage() {
  const { t, locale } = useI18n();
  const id = Number(useParams().id);
  const table = useInterventionTable(id);
  const codes = useCodes();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (table.isError) return <p className="page">{t('clients.not_found')}</p>;
  if (!table.data) return <p className="page muted">{t('dashboard.loading')}</p>;
  const { client, goals, evaluation, latest_evaluation: latest, rows } = table.data;
  const nameOf = (code: string) => titleInLocale(codes.data?.[code], locale);

  const download = async () => {
    setBusy(true);
    setFailed(false);
    try {
      saveBlob(await downloadInterventionTable(id), `intervention-table-${id}.pdf`);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page intervention-table-page">
      <p>
        <Link to={clientPath(id)}>{client.display_name}</Link>
      </p>
      <h1 id="intervention-table-title">{t('rehab_cycle.table.title')}</h1>
      {evaluation && (
        <p className="muted">
          {t('rehab_cycle.table.evaluation', { date: evaluation.date || t('progress.undated') })}
          {evaluation.description && ` – ${evaluation.description}`}
        </p>
      )}
      {/* The plan of the cycle is the latest evaluation's that holds one (decision record 0056). */}
      {evaluation && latest && latest.id !== evaluation.id && (
        <p className="plan-source">
          {t('rehab_cycle.table.plan_from_earlier', { date: latest.date || t('progress.undated') })}
        </p>
      )}
      <h2>{t('rehab_cycle.goals.title')}</h2>
      <ClientGoalList goals={goals} />
      <h2>{t('rehab_cycle.table.targets')}</h2>
      {!evaluation ? (
        <p>{t('rehab_cycle.table.no_evaluation')}</p>
      ) : rows.length === 0 ? (
        <p>{t('rehab_cycle.table.no_rows')}</p>
      ) : (
        <>
          <div className="client-actions">
            <button type="button" className="button" disabled={busy} onClick={() => void download()}>
              {t('rehab_cycle.table.download')}
            </button>
          </div>
          {failed && <p role="alert">{t('download.failed')}</p>}
          {/* On a phone the table scrolls inside its frame, which keyboard users reach and scroll too. */}
          <div
            className="progress-table-wrap"
            tabIndex={0}
            role="region"
            aria-labelledby="intervention-table-title"
          >
            <table className="progress-table intervention-table">
              <thead>
                <tr>
                  <th scope="col">{t('rehab_cycle.table.category')}</th>
                  <th scope="col">{t('rehab_cycle.table.goal_relation')}</th>
                  <th scope="col">{t('rehab_cycle.table.goal_value')}</th>
                  <th scope="col">{t('rehab_cycle.table.disciplines')}</th>
                  <th scope="col">{t('rehab_cycle.table.interventions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <InterventionRow key={row.code} row={row} name={nameOf(row.code)} />
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </div>
  );
}

function InterventionRow({ row, name }: { row: InterventionTableRow; name: string }) {
  const { t } = useI18n();
  const slot = qualifierSlotsOf(row.code).find((candidate) => candidate.name === row.goal.slot);
  const scale = goalSlotsOf(row.code).length > 1 && slot ? `${t(slot.labelKey)}: ` : '';
  return (
    <tr data-code={row.code} className={`component-${row.component}`}>
      <th scope="row">
        <span className="progress-code">{row.code}</span> {name}
      </th>
      <td>
        <GoalRelation goals={row.relatedGoals} />
      </td>
      <td>
        {scale}
        {row.value || '–'} → <strong>{row.goal.value}</strong>
        {row.goal.date && ` (${row.goal.date})`}
      </td>
      <td>{row.disciplines.map((discipline) => t(`discipline.${discipline}`)).join(', ') || '–'}</td>
      <td className="interventions-text">{row.interventions || '–'}</td>
    </tr>
  );
}

export default InterventionTablePage;
