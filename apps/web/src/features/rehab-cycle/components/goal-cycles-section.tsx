import { useId, useState, type FormEvent } from 'react';
import {
  cycleConsents,
  goalResults,
  setClientGoalIds,
  type ClientEvaluation,
  type ClientGoalsResponse,
  type CycleConsent,
  type GoalCycle,
  type GoalCyclesResponse,
  type GoalResult,
} from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { ApiError } from '../../../lib/api-client';
import { todayIsoDate } from '../../draft';
import { useClientEvaluations } from '../../client-data';
import { useClientGoals } from '../api/client-goals-api';
import { useGoalCycles, useGoalCycleWrites } from '../api/goal-cycles-api';
import '../../../styles/progress-table.css';
import './goal-cycles-section.css';

/**
 * The client's goal cycles (decision record 0056) on the client page: the open cycle's dates and the client's
 * agreement, closing it with a result per goal and the evaluation that judged it, and the closed cycles with
 * their results. The goals themselves are the goals form above (0034).
 */
export function GoalCyclesSection({ clientId }: { clientId: number }) {
  const { t } = useI18n();
  const cycles = useGoalCycles(clientId);
  const goals = useClientGoals(clientId);
  const evaluations = useClientEvaluations(clientId);
  // Outside the closing form: a closing opens the next cycle, whose form starts afresh.
  const [closedNotice, setClosedNotice] = useState('');
  return (
    <section className="goal-cycles" aria-labelledby="goal-cycles-title">
      <h2 id="goal-cycles-title">{t('rehab_cycle.cycles.title')}</h2>
      <p className="muted">{t('rehab_cycle.cycles.intro')}</p>
      {cycles.isError ? (
        <p role="alert">{t('rehab_cycle.cycles.load_failed')}</p>
      ) : !cycles.data || !goals.data ? (
        <p className="muted">{t('dashboard.loading')}</p>
      ) : (
        <>
          <CurrentCycleForm
            // The next cycle starts its fields from what the server answered; a save keeps what was typed.
            key={cycles.data.current.id}
            clientId={clientId}
            cycles={cycles.data}
          />
          <CloseCycleForm
            key={`close-${cycles.data.current.id}-${goals.data.version}`}
            clientId={clientId}
            cycle={cycles.data.current}
            goals={goals.data}
            evaluations={evaluations.data ?? []}
            onClosed={setClosedNotice}
          />
          <p role="status" className="client-notice cycle-closed-notice">
            {closedNotice}
          </p>
          <h3>{t('rehab_cycle.cycles.history')}</h3>
          <ClosedGoalCycles cycles={cycles.data.closed} />
        </>
      )}
    </section>
  );
}

function messagesOf(error: unknown): { fields: Record<string, string[]>; message: string | null } {
  if (!(error instanceof ApiError)) return { fields: {}, message: null };
  return { fields: error.body?.errors ?? {}, message: error.body?.message ?? null };
}

function FieldErrors({ messages }: { messages: string[] | undefined }) {
  return (
    <>
      {messages?.map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
    </>
  );
}

function CurrentCycleForm({ clientId, cycles }: { clientId: number; cycles: GoalCyclesResponse }) {
  const { t } = useI18n();
  const id = useId();
  const { update } = useGoalCycleWrites(clientId);
  const cycle = cycles.current;
  const [startsOn, setStartsOn] = useState(cycle.starts_on);
  const [endsOn, setEndsOn] = useState(cycle.ends_on ?? '');
  const [consent, setConsent] = useState<CycleConsent>(cycle.consent);
  const [consentOn, setConsentOn] = useState(cycle.consent_on ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setNotice('');
    try {
      await update.mutateAsync({
        starts_on: startsOn,
        ends_on: endsOn === '' ? null : endsOn,
        consent,
        consent_on: consent === 'pending' || consentOn === '' ? null : consentOn,
      });
      setNotice(t('rehab_cycle.cycles.saved'));
    } catch (error) {
      const { fields } = messagesOf(error);
      setErrors(fields);
      setNotice(t('rehab_cycle.cycles.save_failed'));
    }
  };

  const stale =
    cycle.consent !== 'pending' &&
    cycle.consent_goals_version !== null &&
    cycle.consent_goals_version !== cycles.goals_version;
  return (
    <form className="goal-cycle-form" onSubmit={(event) => void submit(event)} noValidate>
      <h3>{t('rehab_cycle.cycles.current', { number: cycle.number })}</h3>
      <p className="muted">
        {t(`rehab_cycle.cycles.consent_summary.${cycle.consent}`, { date: cycle.consent_on ?? '' })}
      </p>
      {stale && <p className="cycle-consent-stale">{t('rehab_cycle.cycles.consent_stale')}</p>}
      <div className="goal-cycle-dates">
        <div className="field">
          <label htmlFor={`${id}-starts`}>{t('rehab_cycle.cycles.starts_on')}</label>
          <input
            id={`${id}-starts`}
            type="date"
            required
            value={startsOn}
            onChange={(event) => setStartsOn(event.currentTarget.value)}
          />
          <FieldErrors messages={errors.starts_on} />
        </div>
        <div className="field">
          <label htmlFor={`${id}-ends`}>{t('rehab_cycle.cycles.ends_on')}</label>
          <input
            id={`${id}-ends`}
            type="date"
            value={endsOn}
            onChange={(event) => setEndsOn(event.currentTarget.value)}
          />
          <FieldErrors messages={errors.ends_on} />
        </div>
      </div>
      <fieldset className="goal-cycle-consent">
        <legend>{t('rehab_cycle.cycles.consent')}</legend>
        {cycleConsents.map((option) => (
          <label key={option} className="radio-option">
            <input
              type="radio"
              name={`${id}-consent`}
              value={option}
              checked={consent === option}
              onChange={() => setConsent(option)}
            />
            {t(`rehab_cycle.cycles.consent.${option}`)}
          </label>
        ))}
        {consent !== 'pending' && (
          <div className="field">
            <label htmlFor={`${id}-consent-on`}>{t('rehab_cycle.cycles.consent_on')}</label>
            <input
              id={`${id}-consent-on`}
              type="date"
              required
              value={consentOn}
              onChange={(event) => setConsentOn(event.currentTarget.value)}
            />
          </div>
        )}
        <FieldErrors messages={errors.consent_on} />
      </fieldset>
      <button type="submit" className="button primary" disabled={update.isPending}>
        {t('rehab_cycle.cycles.save')}
      </button>
      <p role="status" className="client-notice">
        {notice}
      </p>
    </form>
  );
}

interface CloseCycleFormProps {
  clientId: number;
  cycle: GoalCycle;
  goals: ClientGoalsResponse;
  evaluations: readonly ClientEvaluation[];
  onClosed(notice: string): void;
}

function CloseCycleForm({ clientId, cycle, goals, evaluations, onClosed }: CloseCycleFormProps) {
  const { t } = useI18n();
  const id = useId();
  const { close } = useGoalCycleWrites(clientId);
  const judged = setClientGoalIds(goals.goals);
  const latest = evaluations[evaluations.length - 1];
  const [results, setResults] = useState<Partial<Record<string, GoalResult>>>({});
  const [documents, setDocuments] = useState<Record<string, string>>({});
  const [endsOn, setEndsOn] = useState(todayIsoDate());
  const [nextStartsOn, setNextStartsOn] = useState(todayIsoDate());
  const [nextEndsOn, setNextEndsOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    onClosed('');
    setFailure('');
    try {
      const saved = await close.mutateAsync({
        goals_version: goals.version,
        ends_on: endsOn,
        next_starts_on: nextStartsOn,
        next_ends_on: nextEndsOn === '' ? null : nextEndsOn,
        results: judged.flatMap((goal) => {
          const result = results[goal];
          // A goal left unjudged is sent without a result, so the server names it (422).
          if (!result) return [];
          const document = documents[goal] ?? String(latest?.id ?? '');
          return [{ goal, result, document: document === '' ? null : Number(document) }];
        }),
      });
      onClosed(t('rehab_cycle.cycles.closed', { number: cycle.number, next: saved.current.number }));
    } catch (error) {
      const { fields, message } = messagesOf(error);
      setErrors(fields);
      setFailure(message ?? t('rehab_cycle.cycles.close_failed'));
    }
  };

  return (
    <details className="goal-cycle-close">
      <summary>{t('rehab_cycle.cycles.close')}</summary>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p className="muted">
          {judged.length > 0 ? t('rehab_cycle.cycles.close_intro') : t('rehab_cycle.cycles.no_goals')}
        </p>
        {judged.map((goal) => (
          <fieldset key={goal} className="goal-judgement" data-goal={goal}>
            <legend>
              {t(`rehab_cycle.goal.${goal}`)}: <span className="goal-text">{goals.goals[goal]}</span>
            </legend>
            <div className="judgement-results" role="radiogroup" aria-label={t('rehab_cycle.cycles.result')}>
              {goalResults.map((result) => (
                <label key={result} className="radio-option">
                  <input
                    type="radio"
                    name={`${id}-${goal}-result`}
                    value={result}
                    checked={results[goal] === result}
                    onChange={() => setResults((previous) => ({ ...previous, [goal]: result }))}
                  />
                  {t(`rehab_cycle.cycles.result.${result}`)}
                </label>
              ))}
            </div>
            <div className="field">
              <label htmlFor={`${id}-${goal}-document`}>{t('rehab_cycle.cycles.judged_by')}</label>
              <select
                id={`${id}-${goal}-document`}
                value={documents[goal] ?? String(latest?.id ?? '')}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setDocuments((previous) => ({ ...previous, [goal]: value }));
                }}
              >
                <option value="">{t('rehab_cycle.cycles.no_evaluation')}</option>
                {[...evaluations].reverse().map((evaluation) => (
                  <option key={evaluation.id} value={evaluation.id}>
                    {evaluation.evaluation_date || t('progress.undated')}
                    {evaluation.description && ` – ${evaluation.description}`}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
        ))}
        <FieldErrors messages={errors.results} />
        <div className="goal-cycle-dates">
          {(
            [
              ['ends_on', 'rehab_cycle.cycles.end', endsOn, setEndsOn, true],
              ['next_starts_on', 'rehab_cycle.cycles.next_starts_on', nextStartsOn, setNextStartsOn, true],
              ['next_ends_on', 'rehab_cycle.cycles.next_ends_on', nextEndsOn, setNextEndsOn, false],
            ] as const
          ).map(([field, label, value, set, required]) => (
            <div className="field" key={field}>
              <label htmlFor={`${id}-${field}`}>{t(label)}</label>
              <input
                id={`${id}-${field}`}
                type="date"
                required={required}
                value={value}
                onChange={(event) => set(event.currentTarget.value)}
              />
              <FieldErrors messages={errors[field]} />
            </div>
          ))}
        </div>
        <button type="submit" className="button primary" disabled={close.isPending}>
          {t('rehab_cycle.cycles.close_submit')}
        </button>
        {failure && (
          <p role="alert" className="field-error">
            {failure}
          </p>
        )}
      </form>
    </details>
  );
}

/** The closed cycles, newest first: dates, agreement, and per goal its text, result and judging evaluation. */
export function ClosedGoalCycles({ cycles }: { cycles: readonly GoalCycle[] }) {
  const { t } = useI18n();
  if (cycles.length === 0) return <p className="muted">{t('rehab_cycle.cycles.none_closed')}</p>;
  return (
    <ol className="closed-cycles">
      {cycles.map((cycle) => (
        <li key={cycle.id} className="closed-cycle" data-cycle={cycle.number}>
          <h4>
            {t('rehab_cycle.cycles.closed_title', {
              number: cycle.number,
              start: cycle.starts_on,
              end: cycle.ends_on ?? '',
            })}
          </h4>
          <p className="muted">
            {t(`rehab_cycle.cycles.consent_summary.${cycle.consent}`, { date: cycle.consent_on ?? '' })}
          </p>
          {cycle.results.length > 0 && (
            <div
              className="progress-table-wrap"
              tabIndex={0}
              role="region"
              aria-label={t('rehab_cycle.cycles.closed_title', {
                number: cycle.number,
                start: cycle.starts_on,
                end: cycle.ends_on ?? '',
              })}
            >
              <table className="progress-table cycle-results">
                <thead>
                  <tr>
                    <th scope="col">{t('rehab_cycle.cycles.goal')}</th>
                    <th scope="col">{t('rehab_cycle.cycles.result')}</th>
                    <th scope="col">{t('rehab_cycle.cycles.evaluation')}</th>
                  </tr>
                </thead>
                <tbody>
                  {cycle.results.map((result) => (
                    <tr key={result.goal} data-goal={result.goal}>
                      <th scope="row">
                        <span className="goal-slot">{t(`rehab_cycle.goal_short.${result.goal}`)}</span>{' '}
                        {result.text}
                      </th>
                      <td className={`cycle-result result-${result.result}`}>
                        {t(`rehab_cycle.cycles.result.${result.result}`)}
                      </td>
                      <td className="cycle-evaluation">
                        {result.document ? (
                          <>
                            <span className="cycle-date">
                              {result.document.date || t('progress.undated')}
                            </span>
                            {result.document.description && ` – ${result.document.description}`}
                          </>
                        ) : (
                          t('rehab_cycle.cycles.evaluation_deleted')
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
