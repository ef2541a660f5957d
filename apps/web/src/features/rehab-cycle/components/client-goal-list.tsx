import { clientGoalIds, setClientGoalIds, type ClientGoals } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';

/** The client's goals that have a text, as a definition list (intervention table, meeting view). */
export function ClientGoalList({ goals }: { goals: ClientGoals }) {
  const { t } = useI18n();
  const set = setClientGoalIds(goals);
  if (set.length === 0) return <p className="muted">{t('rehab_cycle.goals.none')}</p>;
  return (
    <dl className="client-goal-list">
      {clientGoalIds
        .filter((goal) => set.includes(goal))
        .map((goal) => (
          <div key={goal}>
            <dt>{t(`rehab_cycle.goal.${goal}`)}</dt>
            <dd>{goals[goal]}</dd>
          </div>
        ))}
    </dl>
  );
}
