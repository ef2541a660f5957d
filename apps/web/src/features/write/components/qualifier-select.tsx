import { useId } from 'react';
import type { QualifierOption, QualifierSlot } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';
import { dispatchSelection } from '../../draft';

interface QualifierSelectProps {
  code: string;
  slot: QualifierSlot;
  value: string;
  /** The previous evaluation's value, shown greyed beside the selector (decision 0018); undefined hides it. */
  previous?: string;
}

/**
 * One qualifier of a code (spec §5): the values its kind allows, each with its label, and an empty option
 * that clears it. Environmental codes group facilitators (shown with their plus sign) and barriers.
 */
export function QualifierSelect({ code, slot, value, previous }: QualifierSelectProps) {
  const { t } = useI18n();
  const id = useId();
  const facilitators = slot.options.filter((option) => option.group === 'facilitator');
  const barriers = slot.options.filter((option) => option.group === 'barrier');
  const grouped = facilitators.length > 0 || barriers.length > 0;
  const renderOption = (option: QualifierOption) => (
    <option key={option.value} value={option.value}>
      {option.value} {t(option.labelKey)}
    </option>
  );
  return (
    <div className="qualifier">
      <label htmlFor={id}>{t(slot.labelKey)}</label>
      {/*
        The chosen value is shown by a text that wraps, under a transparent native select that covers it and
        takes the clicks, taps and keys: a long label ("7 Qualitative changes in structure, including
        accumulation of fluid") is read in full on a phone instead of being cut at the select's edge.
      */}
      <div className={`qualifier-control${value === '' ? ' is-empty' : ''}`}>
        <span className="qualifier-shown" aria-hidden="true">
          {qualifierValueText(slot, value, t)}
        </span>
        <select
          id={id}
          value={value}
          onChange={(event) =>
            dispatchSelection({ type: 'updateEntry', code, patch: { [slot.name]: event.target.value } })
          }
        >
          <option value="">{t('code.qualifier_empty')}</option>
          {grouped ? (
            <>
              <optgroup label={t('qualifier.group.facilitator')}>{facilitators.map(renderOption)}</optgroup>
              <optgroup label={t('qualifier.group.barrier')}>{barriers.map(renderOption)}</optgroup>
            </>
          ) : (
            slot.options.map(renderOption)
          )}
        </select>
      </div>
      {previous !== undefined && (
        <span className="qualifier-previous">
          {t('goal.previous', { value: qualifierValueText(slot, previous, t) })}
        </span>
      )}
    </div>
  );
}

/** A qualifier's value as people read it: "2 moderate impairment", or "Not rated" when empty. */
export function qualifierValueText(
  slot: QualifierSlot,
  value: string,
  t: (key: MessageKey) => string,
): string {
  const option = slot.options.find((candidate) => candidate.value === value);
  if (value === '') return t('code.qualifier_empty');
  return option ? `${value} ${t(option.labelKey)}` : value;
}
