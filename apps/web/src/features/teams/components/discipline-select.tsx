import { useId } from 'react';
import { disciplines, type Discipline } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';

/** A labelled choice of one discipline (the shared list and its labels `discipline.<id>`). */
export function DisciplineSelect({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: Discipline;
  onChange(discipline: Discipline): void;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value as Discipline)}>
        {disciplines.map((discipline) => (
          <option key={discipline} value={discipline}>
            {t(`discipline.${discipline}`)}
          </option>
        ))}
      </select>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}
