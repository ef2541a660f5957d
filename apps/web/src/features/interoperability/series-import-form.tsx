import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { clientPath } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { ApiError } from '../../lib/api-client';
import { newIdempotencyKey } from '../document-data';
import { useImportClientSeries, type SeriesBundle } from './api/import-client-series';

/** Of a 422's messages, the form lists this many (each names its place in the Bundle); the rest are counted. */
const shownProblemsMax = 10;

type Outcome =
  | { kind: 'imported'; clientId: number; count: number; existing: boolean }
  | { kind: 'refused'; messages: string[]; more: number }
  | { kind: 'failed'; message: string };

/**
 * Imports a client's series (decision record 0048): a FHIR Bundle file as `GET /api/client/{id}/fhir` writes
 * it, read in the browser and sent as JSON. The server links it to the client its Patient identifier names, or
 * makes one, and answers the evaluations it already holds instead of storing them again. One Idempotency-Key
 * per chosen file, so a retry after a lost answer is stored once.
 */
export function SeriesImportForm() {
  const { t } = useI18n();
  const id = useId();
  const importSeries = useImportClientSeries();
  const [key, setKey] = useState(newIdempotencyKey);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const file = new FormData(event.currentTarget).get('bundle');
    if (!(file instanceof File) || file.size === 0) {
      setOutcome({ kind: 'failed', message: t('interoperability.series_import.no_file') });
      return;
    }
    let bundle: SeriesBundle;
    try {
      bundle = JSON.parse(await file.text());
    } catch {
      setOutcome({ kind: 'failed', message: t('interoperability.series_import.not_json') });
      return;
    }
    try {
      const answer = await importSeries.mutateAsync({ bundle, idempotencyKey: key });
      setOutcome({
        kind: 'imported',
        clientId: answer.id,
        count: answer.document_ids.length,
        existing: answer.existing,
      });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.body?.errors) {
        const messages = Object.entries(error.body.errors).flatMap(([place, list]) =>
          list.map((message) => `${place}: ${message}`),
        );
        setOutcome({
          kind: 'refused',
          messages: messages.slice(0, shownProblemsMax),
          more: Math.max(0, messages.length - shownProblemsMax),
        });
      } else {
        setOutcome({
          kind: 'failed',
          message:
            error instanceof ApiError && error.status === 413
              ? t('interoperability.series_import.too_large')
              : error instanceof ApiError && error.body?.message
                ? error.body.message
                : t('interoperability.series_import.failed'),
        });
      }
    }
  };

  return (
    <form className="client-form series-import" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{t('interoperability.series_import.title')}</h2>
      <p className="muted" id={`${id}-hint`}>
        {t('interoperability.series_import.hint')}
      </p>
      <div className="field">
        <label htmlFor={`${id}-file`}>{t('interoperability.series_import.file')}</label>
        <input
          id={`${id}-file`}
          name="bundle"
          type="file"
          accept=".json,application/json,application/fhir+json"
          aria-describedby={`${id}-hint`}
          onChange={() => {
            // Another file is another request: a new key, and the last answer no longer applies.
            setKey(newIdempotencyKey());
            setOutcome(null);
          }}
        />
      </div>
      <button type="submit" className="button primary" disabled={importSeries.isPending}>
        {t('interoperability.series_import.submit')}
      </button>
      <div role="status" className="client-notice">
        {outcome?.kind === 'imported' && (
          <p>
            {t(
              outcome.existing
                ? 'interoperability.series_import.existing'
                : 'interoperability.series_import.imported',
              { count: outcome.count },
            )}{' '}
            <Link to={clientPath(outcome.clientId)}>{t('interoperability.series_import.open_client')}</Link>
          </p>
        )}
      </div>
      {(outcome?.kind === 'refused' || outcome?.kind === 'failed') && (
        <div role="alert" className="field-error">
          {outcome.kind === 'failed' ? (
            <p>{outcome.message}</p>
          ) : (
            <>
              <p>{t('interoperability.series_import.refused')}</p>
              <ul>
                {outcome.messages.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
              {outcome.more > 0 && (
                <p>{t('interoperability.series_import.more_problems', { count: outcome.more })}</p>
              )}
            </>
          )}
        </div>
      )}
    </form>
  );
}
