import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import {
  clientGoalIds,
  clientGoalTextMaxLength,
  type ClientGoalConflict,
  type ClientGoalId,
  type ClientGoals,
  type ClientGoalsResponse,
} from '@icf/shared';
import {
  ConflictChoiceDialog,
  type ConflictChoice,
} from '../../../components/conflict-choices/conflict-choice-dialog';
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
 * text. A save names the version the fields started from, so goals someone else saved meanwhile merge in
 * instead of being overwritten, and a goal both changed is chosen side by side (0034, amended; the rule of
 * 0036). A 422's messages show under their fields, a failure says so.
 */
export function ClientGoalsForm({ clientId }: { clientId: number }) {
  const { t } = useI18n();
  const goals = useClientGoals(clientId);
  if (goals.isError) return <p role="alert">{t('rehab_cycle.goals.load_failed')}</p>;
  if (!goals.data) return <p className="muted">{t('dashboard.loading')}</p>;
  // The fields start from the goals first loaded and from each own save; a newer load replaces them only
  // while the user has changed nothing, never what they are typing (their save merges with it instead).
  return <GoalFields key={clientId} clientId={clientId} loaded={goals.data} />;
}

interface PendingChoice {
  conflicts: ClientGoalConflict[];
  resolve(choices: ConflictChoice[] | null): void;
}

function GoalFields({ clientId, loaded }: { clientId: number; loaded: ClientGoalsResponse }) {
  const { t } = useI18n();
  const id = useId();
  const save = useSaveClientGoals(clientId);
  const [start, setStart] = useState(loaded);
  const [values, setValues] = useState<ClientGoals>(loaded.goals);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState('');
  const [pending, setPending] = useState<PendingChoice | null>(null);
  // What the fields hold now, for a save that ends after the user typed on.
  const current = useRef(values);
  useEffect(() => {
    current.current = values;
  }, [values]);
  if (loaded.version > start.version && sameGoals(values, start.goals)) {
    setStart(loaded);
    setValues(loaded.goals);
  }

  const askChoices = (conflicts: ClientGoalConflict[]) =>
    new Promise<ConflictChoice[] | null>((resolve) => setPending({ conflicts, resolve }));

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setNotice('');
    // Trimmed as the server keeps them, so an untouched goal compares equal to the version it came from.
    const sent = values;
    const mine = Object.fromEntries(clientGoalIds.map((goal) => [goal, sent[goal].trim()])) as ClientGoals;
    try {
      const outcome = await save.mutateAsync({ start, mine, askChoices });
      setErrors({});
      if ('cancelled' in outcome) {
        setNotice(t('rehab_cycle.goals.conflict_cancelled'));
        return;
      }
      // The fields show the goals as saved: trimmed, and with what others saved meanwhile. Unless the user
      // typed on while it saved: then the fields keep their text and their old start, so the next save
      // merges again and nothing typed or saved by others is lost (as the write screen's draft, 0036).
      if (sameGoals(current.current, sent)) {
        setStart(outcome.saved);
        setValues(outcome.saved.goals);
      }
      setNotice(t(outcome.merged ? 'rehab_cycle.goals.saved_merged' : 'rehab_cycle.goals.saved'));
    } catch (error) {
      setErrors(error instanceof ApiError && error.body?.errors ? error.body.errors : {});
      setNotice(
        error instanceof ApiError && error.status === 409 && error.body?.message
          ? error.body.message
          : t('rehab_cycle.goals.save_failed'),
      );
    }
  };

  const textOf = (text: string) => text || t('conflict.removed');

  return (
    <>
      <form className="client-goals-form" onSubmit={(event) => void submit(event)} noValidate>
        {clientGoalIds.map((goal) => (
          <div className="field" key={goal}>
            <label htmlFor={`${id}-${goal}`}>{t(`rehab_cycle.goal.${goal}`)}</label>
            <input
              id={`${id}-${goal}`}
              name={goal}
              value={values[goal]}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setValues((previous) => ({ ...previous, [goal]: text }));
              }}
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
      {/* Beside the form, not in it: the dialog has a form of its own. */}
      {pending && (
        <ConflictChoiceDialog
          text={t('rehab_cycle.goals.conflict_text')}
          rows={pending.conflicts.map((conflict) => ({
            key: conflict.goal,
            entry: t(`rehab_cycle.goal.${conflict.goal}`),
            mine: textOf(conflict.mine),
            theirs: textOf(conflict.theirs),
          }))}
          onSettle={(choices) => {
            setPending(null);
            pending.resolve(choices);
          }}
        />
      )}
    </>
  );
}

function sameGoals(a: Readonly<ClientGoals>, b: Readonly<ClientGoals>): boolean {
  return clientGoalIds.every((goal) => a[goal] === b[goal]);
}
