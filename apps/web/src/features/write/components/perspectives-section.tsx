import { memo } from 'react';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';
import { updateInfo, useDraftInfoField, type DocumentInfoField } from '../../draft';
import { LimitedTextarea } from './limited-textarea';

/**
 * Spec §2: perspective_bf, perspective_ap and personal_factor are required only on the assessment sheet.
 * The spec's document info also holds enviromental_factor; it sits here with the personal factors, its
 * contextual-factor twin, but is never marked required.
 */
const perspectiveFields: { field: DocumentInfoField; labelKey: MessageKey; requiredOnSheet: boolean }[] = [
  { field: 'perspective_bf', labelKey: 'info.perspective_bf', requiredOnSheet: true },
  { field: 'perspective_ap', labelKey: 'info.perspective_ap', requiredOnSheet: true },
  { field: 'enviromental_factor', labelKey: 'info.enviromental_factor', requiredOnSheet: false },
  { field: 'personal_factor', labelKey: 'info.personal_factor', requiredOnSheet: true },
];

export function PerspectivesSection({ assessmentSheet }: { assessmentSheet: boolean }) {
  const { t } = useI18n();
  return (
    <section className="write-section" aria-labelledby="perspectives-title">
      <h2 id="perspectives-title" className="write-section-title">
        {t('write.perspectives')}
      </h2>
      {assessmentSheet && <p className="muted write-required-note">{t('write.required_note')}</p>}
      <div className="perspectives-grid">
        {perspectiveFields.map(({ field, labelKey, requiredOnSheet }) => (
          <InfoTextarea
            key={field}
            field={field}
            label={t(labelKey)}
            required={assessmentSheet && requiredOnSheet}
          />
        ))}
      </div>
    </section>
  );
}

const InfoTextarea = memo(function InfoTextarea({
  field,
  label,
  required,
}: {
  field: DocumentInfoField;
  label: string;
  required: boolean;
}) {
  const value = useDraftInfoField(field);
  return (
    <LimitedTextarea
      label={label}
      value={value}
      required={required}
      onChange={(next) => updateInfo({ [field]: next })}
    />
  );
});
