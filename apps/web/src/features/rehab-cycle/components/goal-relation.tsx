import type { ClientGoalId } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';

/** A category's goal relation as short goal names ("Global, Cycle 2"), the full name on hover. */
export function GoalRelation({ goals }: { goals: readonly ClientGoalId[] }) {
  const { t } = useI18n();
  return (
    <>
      {goals.map((goal, index) => (
        <span key={goal}>
          {index > 0 && ', '}
          <abbr title={t(`rehab_cycle.goal.${goal}`)}>{t(`rehab_cycle.goal_short.${goal}`)}</abbr>
        </span>
      ))}
    </>
  );
}
