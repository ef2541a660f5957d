import { memo, useId } from 'react';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';
import { DraftClientPicker } from '../../clients';
import { updateInfo, useDraftInfoField, type DocumentInfoField } from '../../draft';

/** Generous bound for one-line fields, so a stray paste cannot bloat the draft. */
const inputMaxLength = 255;

const clientFields: { field: DocumentInfoField; labelKey: MessageKey; type?: 'date' }[] = [
  { field: 'client', labelKey: 'info.client' },
  { field: 'age', labelKey: 'info.age' },
  { field: 'gender', labelKey: 'info.gender' },
  { field: 'onset', labelKey: 'info.onset' },
  { field: 'evaluation_date', labelKey: 'info.evaluation_date', type: 'date' },
  { field: 'manager', labelKey: 'info.manager' },
  { field: 'dx', labelKey: 'info.dx' },
];

/** Spec §2 client info: client, age, gender, onset, evaluation date (defaults to today), manager, dx. */
export function ClientInfoFields() {
  const { t } = useI18n();
  return (
    <section className="write-section" aria-labelledby="client-info-title">
      <h2 id="client-info-title" className="write-section-title">
        {t('write.client_info')}
      </h2>
      <DraftClientPicker />
      <div className="client-info-grid">
        {clientFields.map(({ field, labelKey, type }) => (
          <InfoInput key={field} field={field} label={t(labelKey)} type={type} />
        ))}
      </div>
    </section>
  );
}

/** Each field subscribes to its own value only. */
const InfoInput = memo(function InfoInput({
  field,
  label,
  type,
}: {
  field: DocumentInfoField;
  label: string;
  type?: 'date';
}) {
  const id = useId();
  const value = useDraftInfoField(field);
  return (
    <div className={`field info-${field}`}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type={type ?? 'text'}
        value={value}
        maxLength={type ? undefined : inputMaxLength}
        autoComplete="off"
        onChange={(event) => updateInfo({ [field]: event.target.value })}
      />
    </div>
  );
});
