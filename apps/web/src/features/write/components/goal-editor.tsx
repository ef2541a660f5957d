import { useId } from 'react';
import { goalSlotsOf, qualifierScore, qualifierSlotsOf, type CodeGoal } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { dispatchSelection } from '../../draft';

interface GoalEditorProps {
  code: string;
  goal: CodeGoal | undefined;
}

/**
 * Marks a code as an intervention target (decision 0018): the scale the goal is on (when the code has more than
 * one, e.g. performance or capacity), the target qualifier (only magnitudes legal for the code's kind) and an
 * optional target date. Unticking removes the goal.
 */
export function GoalEditor({ code, goal }: GoalEditorProps) {
  const { t } = useI18n();
  const id = useId();
  const slotNames = goalSlotsOf(code);
  if (slotNames.length === 0) return null;
  const slots = qualifierSlotsOf(code).filter((slot) => slotNames.includes(slot.name));
  const update = (next: CodeGoal | undefined) =>
    dispatchSelection({ type: 'updateEntry', code, patch: { goal: next } });
  const slot = slots.find((candidate) => candidate.name === goal?.slot) ?? slots[0]!;
  const targets = slot.options.filter((option) => qualifierScore(slot.role, option.value) !== null);

  return (
    <fieldset className="code-block-goal">
      <legend className="visually-hidden">{t('goal.mark')}</legend>
      <label className="checkbox">
        <input
          type="checkbox"
          checked={goal !== undefined}
          onChange={(event) =>
            update(event.target.checked ? { slot: slot.name, value: '0', date: '' } : undefined)
          }
        />
        {t('goal.mark')}
      </label>
      {goal && (
        <div className="goal-fields">
          {slots.length > 1 && (
            <div className="qualifier">
              <label htmlFor={`${id}-slot`}>{t('goal.slot')}</label>
              <select
                id={`${id}-slot`}
                value={goal.slot}
                onChange={(event) => update({ ...goal, slot: event.target.value as CodeGoal['slot'] })}
              >
                {slots.map((candidate) => (
                  <option key={candidate.name} value={candidate.name}>
                    {t(candidate.labelKey)}
                  </option>
                ))}
              </select>
            </div>
          )}
          <div className="qualifier">
            <label htmlFor={`${id}-value`}>{t('goal.value')}</label>
            <select
              id={`${id}-value`}
              value={goal.value}
              onChange={(event) => update({ ...goal, value: event.target.value })}
            >
              {targets.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.value} {t(option.labelKey)}
                </option>
              ))}
            </select>
          </div>
          <div className="qualifier">
            <label htmlFor={`${id}-date`}>{t('goal.date')}</label>
            <input
              id={`${id}-date`}
              type="date"
              value={goal.date}
              onChange={(event) => update({ ...goal, date: event.target.value })}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}
