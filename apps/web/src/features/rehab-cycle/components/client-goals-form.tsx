import { useId, useState, type FormEvent } from 'react';
import { clientGoalIds, clientGoalTextMaxLength, type ClientGoalId, type ClientGoals } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { ApiError } from '../../../lib/api-client';
import { useClientGoals, useSaveClientGoals } from '../api/client-goals-api';

function hintKey(id: ClientGoalId) {
  if (id === 'global') return 'rehab_cycle.goal_hint.global' as const;
  if (id === 'service_program') return 'rehab_cycle.goal_hint.service_program' as const;
  return 'rehab_cycle.goal_hint.cycle' as const;
}

/**
 * The client's Rehab-Cycle goals (decision 0034): global, service-program and five cycle goals, each a short
 * text. Saving replaces all of them; a 422's messages show under their fields, a failure says so.
 */
export function ClientGoalsForm({ clientId }: { clientId: number }) {
  const { t } = useI18n();
  const goals = useClientGoals(clientId);
  // Kept here: the fields below start afresh after a save, the notice stays.
  const [notice, setNotice] = useState('');
  if (goals.isError) return <p role="alert">{t('rehab_cycle.goals.load_failed')}</p>;
  if (!goals.data) return <p className="muted">{t('dashboard.loading')}</p>;
  // Keyed by the saved state: after a save the fields show what the server kept (trimmed).
  return (
    <GoalFields
      key={goals.data.updated_at ?? 'new'}
      clientId={clientId}
      initial={goals.data.goals}
      notice={notice}
      onNotice={setNotice}
    />
  );
}

interface GoalFieldsProps {
  clientId: number;
  initial: ClientGoals;
  notice: string;
  onNotice(notice: string): void;
}

function GoalFields({ clientId, initial, notice, onNotice: setNotice }: GoalFieldsProps) {
  const { t } = useI18n();
  const id = useId();
  const save = useSaveClientGoals(clientId);
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    try {
      await save.mutateAsync(
        Object.fromEntries(clientGoalIds.map((goal) => [goal, String(data.get(goal) ?? '')])),
      );
      setErrors({});
      setNotice(t('rehab_cycle.goals.saved'));
    } catch (error) {
      setErrors(error instanceof ApiError && error.body?.errors ? error.body.errors : {});
      setNotice(t('rehab_cycle.goals.save_failed'));
    }
  };

  return (
    <form className="client-goals-form" onSubmit={(event) => void submit(event)} noValidate>
      {clientGoalIds.map((goal) => (
        <div className="field" key={goal}>
          <label htmlFor={`${id}-${goal}`}>{t(`rehab_cycle.goal.${goal}`)}</label>
          <input
            id={`${id}-${goal}`}
            name={goal}
            defaultValue={initial[goal]}
            maxLength={clientGoalTextMaxLength}
            aria-describedby={`${id}-${goal}-hint`}
          />
          <span id={`${id}-${goal}-hint`} className="field-hint muted">
            {t(hintKey(goal))}
          </span>
          {errors[goal]?.map((message) => (
            <p key={message} className="field-error" role="alert">
              {message}
            </p>
          ))}
        </div>
      ))}
      <button type="submit" className="button primary" disabled={save.isPending}>
        {t('rehab_cycle.goals.save')}
      </button>
      <p role="status" className="client-notice">
        {notice}
      </p>
    </form>
  );
}
