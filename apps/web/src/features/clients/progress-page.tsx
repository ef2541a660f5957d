import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { qualifierSlotsOf, type ProgressMeasure, type ProgressRow, titleInLocale } from '@icf/shared';
import { clientPath } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { useCodes } from '../icf-data';
import { ClosedGoalCycles, TargetProgressTable, useGoalCycles } from '../rehab-cycle';
import { useClientProgress } from '../client-data';
import '../../styles/progress-table.css';
import './clients.css';
import { SelfReportsOverTime } from '../self-report';

/** The chart library (uPlot) loads only when this page shows a chart, so the first screens stay light. */
const ProgressCharts = lazy(() => import('./components/progress-charts'));

/**
 * The client's evaluations compared. A table, grouped by component, with the qualifier at each
 * date, the change in the ICF direction and whether the goal was reached; below it, the same data as small
 * charts, one per rated scale of a code.
 */
export function ProgressPage() {
  const { t, locale } = useI18n();
  const id = Number(useParams().id);
  const progress = useClientProgress(id);
  const cycles = useGoalCycles(id);
  const codes = useCodes();

  if (progress.isError) return <p className="page">{t('clients.not_found')}</p>;
  if (!progress.data) return <p className="page muted">{t('dashboard.loading')}</p>;
  const { evaluations, groups, client } = progress.data;
  const nameOf = (code: string) => titleInLocale(codes.data?.[code], locale);

  return (
    <div className="page progress-page">
      <p>
        <Link to={clientPath(id)}>{client.display_name}</Link>
      </p>
      <h1>{t('progress.title')}</h1>
      <p className="muted">{t('progress.intro')}</p>
      {evaluations.length < 2 && <p>{t('progress.too_few')}</p>}
      {groups.length === 0 ? (
        <p>{t('progress.no_rows')}</p>
      ) : (
        <>
          <TargetProgressTable groups={groups} nameOf={nameOf} />
          <h2 id="progress-all-title">{t('rehab_cycle.targets.all_categories')}</h2>
          {/* On a phone the table scrolls inside its frame, which keyboard users reach and scroll too. */}
          <div
            className="progress-table-wrap"
            tabIndex={0}
            role="region"
            aria-labelledby="progress-all-title"
          >
            <table className="progress-table">
              <thead>
                <tr>
                  <th scope="col">{t('progress.code')}</th>
                  {evaluations.map((evaluation) => (
                    <th scope="col" key={evaluation.id} className="progress-date">
                      {evaluation.date || t('progress.undated')}
                    </th>
                  ))}
                  <th scope="col">{t('progress.change')}</th>
                  <th scope="col">{t('progress.goal')}</th>
                </tr>
              </thead>
              {groups.map((group) => (
                <tbody key={group.component}>
                  <tr className={`progress-group component-${group.component}`}>
                    <th scope="rowgroup" colSpan={evaluations.length + 3}>
                      {t(`component.${group.component}`)}
                    </th>
                  </tr>
                  {group.rows.map((row) => (
                    <ProgressTableRow key={row.code} row={row} name={nameOf(row.code)} />
                  ))}
                </tbody>
              ))}
            </table>
          </div>
          <h2>{t('progress.chart')}</h2>
          <Suspense fallback={<p className="muted">{t('progress.loading_chart')}</p>}>
            <ProgressCharts progress={progress.data} nameOf={nameOf} />
          </Suspense>
        </>
      )}
      {/* The goal cycles and their judged results (decision record 0056), beside the categories' progress. */}
      <section aria-labelledby="progress-cycles-title">
        <h2 id="progress-cycles-title">{t('rehab_cycle.cycles.history')}</h2>
        {cycles.data && <ClosedGoalCycles cycles={cycles.data.closed} />}
      </section>
      <SelfReportsOverTime clientId={id} />
    </div>
  );
}

function ProgressTableRow({ row, name }: { row: ProgressRow; name: string }) {
  const { t } = useI18n();
  const slotLabel = (measure: ProgressMeasure) => {
    const slot = qualifierSlotsOf(row.code).find((candidate) => candidate.name === measure.slot);
    return slot ? t(slot.labelKey) : measure.slot;
  };
  const several = row.measures.length > 1;
  return (
    <tr data-code={row.code}>
      <th scope="row">
        <span className="progress-code">{row.code}</span> {name}
      </th>
      {row.measures[0]?.values.map((_, index) => (
        <td key={index} className="progress-value">
          {row.measures.map((measure) => (
            <span key={measure.slot} className="progress-measure">
              {several && <span className="visually-hidden">{slotLabel(measure)} </span>}
              {measure.values[index] || '–'}
            </span>
          ))}
        </td>
      ))}
      <td>
        {row.measures.map((measure) => (
          <span key={measure.slot} className={`progress-measure change-${measure.change}`}>
            {several && `${slotLabel(measure)}: `}
            {t(`progress.change.${measure.change}`)}
          </span>
        ))}
      </td>
      <td className={row.goal?.reached ? 'goal-reached' : undefined}>
        {row.goal ? (
          <>
            {row.goal.value}
            {row.goal.date && (
              <>
                {' '}
                <span className="progress-date">({row.goal.date})</span>
              </>
            )}{' '}
            · {t(row.goal.reached ? 'progress.goal_reached' : 'progress.goal_not_reached')}
          </>
        ) : (
          <span className="muted">{t('progress.no_goal')}</span>
        )}
      </td>
    </tr>
  );
}

export default ProgressPage;
