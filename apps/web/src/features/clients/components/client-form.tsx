import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { documentInputMaxLength, textareaMaxLength, type Client, type ClientRequestInput } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { ApiError } from '../../../lib/api-client';

interface ClientFormProps {
  title: string;
  submitLabel: string;
  initial?: Client;
  busy: boolean;
  /** Saves; answers the notice to show. A 422's field messages show under their fields. */
  onSubmit(request: ClientRequestInput): Promise<string>;
  /** Emptied after a successful save (a new client), or kept (editing one). */
  resetAfterSave?: boolean;
}

/** The client fields (decision 0018): display name or pseudonym, chart number, birth year, note. */
export function ClientForm({ title, submitLabel, initial, busy, onSubmit, resetAfterSave }: ClientFormProps) {
  const { t } = useI18n();
  const id = useId();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [notice, setNotice] = useState('');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const birthYear = String(data.get('birth_year') ?? '').trim();
    try {
      const message = await onSubmit({
        display_name: String(data.get('display_name') ?? ''),
        chart_number: String(data.get('chart_number') ?? ''),
        birth_year: birthYear === '' ? null : /^[0-9]+$/.test(birthYear) ? Number(birthYear) : Number.NaN,
        note: String(data.get('note') ?? ''),
      });
      setErrors({});
      setNotice(message);
      if (resetAfterSave) form.reset();
    } catch (error) {
      setNotice('');
      if (error instanceof ApiError && error.body?.errors) setErrors(error.body.errors);
    }
  };

  const field = (name: string, label: string, input: ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {input}
      {errors[name]?.map((message) => (
        <p key={message} className="field-error" role="alert">
          {message}
        </p>
      ))}
    </div>
  );

  return (
    <form className="client-form" onSubmit={(event) => void submit(event)} noValidate>
      <h2>{title}</h2>
      {field(
        'display_name',
        t('clients.display_name'),
        <input
          id={`${id}-display_name`}
          name="display_name"
          defaultValue={initial?.display_name}
          maxLength={documentInputMaxLength}
          required
        />,
      )}
      {field(
        'chart_number',
        t('clients.chart_number'),
        <input
          id={`${id}-chart_number`}
          name="chart_number"
          defaultValue={initial?.chart_number}
          maxLength={documentInputMaxLength}
        />,
      )}
      {field(
        'birth_year',
        t('clients.birth_year'),
        <input
          id={`${id}-birth_year`}
          name="birth_year"
          defaultValue={initial?.birth_year ?? ''}
          inputMode="numeric"
          maxLength={4}
        />,
      )}
      {field(
        'note',
        t('clients.note'),
        <textarea
          id={`${id}-note`}
          name="note"
          defaultValue={initial?.note}
          maxLength={textareaMaxLength}
          rows={3}
        />,
      )}
      <button type="submit" className="button primary" disabled={busy}>
        {submitLabel}
      </button>
      <p role="status" className="client-notice">
        {notice}
      </p>
    </form>
  );
}
