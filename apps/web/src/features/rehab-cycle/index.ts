/** The rehab-cycle feature's public entry: what other features and app/ may import from it (decision record 0051). */
export { useClientGoals } from './api/client-goals-api';
export { ClientGoalsForm } from './components/client-goals-form';
export { TargetProgressTable } from './components/target-progress-table';
export { CategoryRatingsPanel } from './components/category-ratings-panel';
export { GoalCyclesSection, ClosedGoalCycles } from './components/goal-cycles-section';
export { useGoalCycles } from './api/goal-cycles-api';
