import { useId } from 'react';
import { qualifierSlotsOf, type QualifierOption, type RatingValues } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';

interface RatingValuesFieldsProps {
  code: string;
  values: RatingValues;
  onChange: (values: RatingValues) => void;
}

/**
 * The qualifiers of one category as plain selects (spec §5's values and labels), for a member's own rating
 * and the team's agreed value (decision record 0055).
 */
export function RatingValuesFields({ code, values, onChange }: RatingValuesFieldsProps) {
  const { t } = useI18n();
  const id = useId();
  const renderOption = (option: QualifierOption) => (
    <option key={option.value} value={option.value}>
      {option.value} {t(option.labelKey)}
    </option>
  );
  return (
    <div className="rating-fields">
      {qualifierSlotsOf(code).map((slot) => {
        const facilitators = slot.options.filter((option) => option.group === 'facilitator');
        const barriers = slot.options.filter((option) => option.group === 'barrier');
        return (
          <label key={slot.name} htmlFor={`${id}-${slot.name}`}>
            <span>{t(slot.labelKey)}</span>
            <select
              id={`${id}-${slot.name}`}
              value={values[slot.name]}
              onChange={(event) => onChange({ ...values, [slot.name]: event.target.value })}
            >
              <option value="">{t('code.qualifier_empty')}</option>
              {facilitators.length > 0 ? (
                <>
                  <optgroup label={t('qualifier.group.facilitator')}>
                    {facilitators.map(renderOption)}
                  </optgroup>
                  <optgroup label={t('qualifier.group.barrier')}>{barriers.map(renderOption)}</optgroup>
                </>
              ) : (
                slot.options.map(renderOption)
              )}
            </select>
          </label>
        );
      })}
    </div>
  );
}

/** A rating in one line: "2" for one qualifier, "Performance 2 · Capacity 3" for several; '–' for none. */
export function ratingText(code: string, values: RatingValues, t: (key: MessageKey) => string): string {
  const slots = qualifierSlotsOf(code).filter((slot) => values[slot.name] !== '');
  if (slots.length === 0) return '–';
  if (qualifierSlotsOf(code).length === 1) return values[slots[0]!.name];
  return slots.map((slot) => `${t(slot.labelKey)} ${values[slot.name]}`).join(' · ');
}
