import { useState } from 'react';
import {
  clientGoalIds,
  disciplines,
  isInterventionTarget,
  type ClientGoalId,
  type CodeEntry,
  type Discipline,
} from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';
import { dispatchSelection, useDraftClient } from '../../draft';
import { LimitedTextarea } from './limited-textarea';
import { useClientGoals } from '../../rehab-cycle';

interface CategoryPlanEditorProps {
  code: string;
  entry: CodeEntry;
}

/**
 * The team's plan for one category on the write screen (decision 0034): the goals it is related to, the
 * responsible disciplines and the interventions. Closed, it is one line saying what is set; its fields (and the
 * client's goal texts) load only when it is opened, so a form of 130 categories paints as fast as before.
 */
export function CategoryPlanEditor({ code, entry }: CategoryPlanEditorProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const summary = categoryPlanSummaryOf(code, entry, t);

  return (
    <details className="category-plan" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {t('rehab_cycle.plan.title')}
        {summary.target && <span className="category-plan-target"> · {t('rehab_cycle.plan.is_target')}</span>}
        {summary.named && <span className="muted"> · {summary.named}</span>}
      </summary>
      {open && <CategoryPlanFields code={code} entry={entry} />}
    </details>
  );
}

/**
 * What a category's plan says in one line (the closed editor's, and a locked block's, decision 0037): whether
 * it is an intervention target, and its related goals and responsible disciplines by name.
 */
export function categoryPlanSummaryOf(
  code: string,
  entry: CodeEntry,
  t: (key: MessageKey) => string,
): { target: boolean; named: string } {
  return {
    target: isInterventionTarget(code, entry),
    named: [
      ...(entry.related_goals ?? []).map((goal) => t(`rehab_cycle.goal_short.${goal}`)),
      ...(entry.disciplines ?? []).map((discipline) => t(`discipline.${discipline}`)),
    ].join(', '),
  };
}

function toggled<Id extends string>(ids: readonly Id[], id: Id, on: boolean): Id[] {
  return on ? [...ids, id] : ids.filter((candidate) => candidate !== id);
}

function CategoryPlanFields({ code, entry }: CategoryPlanEditorProps) {
  const { t } = useI18n();
  const { clientId } = useDraftClient();
  const goals = useClientGoals(clientId);
  const related = entry.related_goals ?? [];
  const responsible = entry.disciplines ?? [];
  const update = (patch: Partial<CodeEntry>) => dispatchSelection({ type: 'updateEntry', code, patch });

  return (
    <div className="category-plan-fields">
      <p className="muted">{t('rehab_cycle.plan.target_hint')}</p>
      <fieldset>
        <legend>{t('rehab_cycle.plan.related_goals')}</legend>
        {clientGoalIds.map((goal: ClientGoalId) => {
          const text = goals.data?.goals[goal] ?? '';
          return (
            <label key={goal} className="checkbox">
              <input
                type="checkbox"
                checked={related.includes(goal)}
                onChange={(event) => update({ related_goals: toggled(related, goal, event.target.checked) })}
              />
              {t(`rehab_cycle.goal.${goal}`)}
              {text && <span className="muted"> – {text}</span>}
            </label>
          );
        })}
      </fieldset>
      <fieldset>
        <legend>{t('rehab_cycle.plan.disciplines')}</legend>
        {disciplines.map((discipline: Discipline) => (
          <label key={discipline} className="checkbox">
            <input
              type="checkbox"
              checked={responsible.includes(discipline)}
              onChange={(event) =>
                update({ disciplines: toggled(responsible, discipline, event.target.checked) })
              }
            />
            {t(`discipline.${discipline}`)}
          </label>
        ))}
      </fieldset>
      <LimitedTextarea
        label={t('rehab_cycle.plan.interventions')}
        value={entry.interventions ?? ''}
        onChange={(interventions) => update({ interventions })}
      />
    </div>
  );
}
