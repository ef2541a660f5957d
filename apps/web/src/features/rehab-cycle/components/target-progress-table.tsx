import { targetProgressOf, type ProgressGroup } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { GoalRelation } from './goal-relation';
import '../../../styles/progress-table.css';

/**
 * The Rehab-Cycle's evaluation display (decision 0034): for each intervention target among the compared
 * evaluations, its first value, goal value and latest value, and whether the goal is reached (shared
 * `targetProgressOf`, over the same rows as the comparison table).
 */
export function TargetProgressTable({
  groups,
  nameOf,
}: {
  groups: readonly ProgressGroup[];
  nameOf(code: string): string;
}) {
  const { t } = useI18n();
  const targets = targetProgressOf(groups);
  return (
    <section aria-labelledby="target-progress-title">
      <h2 id="target-progress-title">{t('rehab_cycle.targets.title')}</h2>
      {targets.length === 0 ? (
        <p className="muted">{t('rehab_cycle.targets.none')}</p>
      ) : (
        // On a phone the table scrolls inside its frame, which keyboard users reach and scroll too.
        <div
          className="progress-table-wrap"
          tabIndex={0}
          role="region"
          aria-labelledby="target-progress-title"
        >
          <table className="progress-table target-progress-table">
            <thead>
              <tr>
                <th scope="col">{t('rehab_cycle.table.category')}</th>
                <th scope="col">{t('rehab_cycle.table.goal_relation')}</th>
                <th scope="col">{t('rehab_cycle.targets.first')}</th>
                <th scope="col">{t('rehab_cycle.targets.goal')}</th>
                <th scope="col">{t('rehab_cycle.targets.latest')}</th>
                <th scope="col">{t('rehab_cycle.targets.reached')}</th>
              </tr>
            </thead>
            <tbody>
              {targets.map((target) => (
                <tr key={target.code} data-code={target.code}>
                  <th scope="row">
                    <span className="progress-code">{target.code}</span> {nameOf(target.code)}
                  </th>
                  <td>
                    <GoalRelation goals={target.relatedGoals} />
                  </td>
                  <td>{target.first || '–'}</td>
                  <td>
                    {target.goal.value}
                    {target.goal.date && (
                      <>
                        {' '}
                        <span className="progress-date">({target.goal.date})</span>
                      </>
                    )}
                  </td>
                  <td>{target.latest || '–'}</td>
                  <td className={target.reached ? 'goal-reached' : undefined}>
                    {t(target.reached ? 'rehab_cycle.targets.yes' : 'rehab_cycle.targets.no')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
