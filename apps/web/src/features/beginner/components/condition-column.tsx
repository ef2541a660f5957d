import { contextNumber, type GuidedCatalogue, type GuidedCondition, type GuidedContext } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { namesInLocale } from '../display-names';

interface ConditionColumnProps {
  catalogue: GuidedCatalogue;
  context: GuidedContext | null;
  conditions: readonly string[];
  onToggle(condition: string): void;
}

/**
 * Spec §2: a multi-select grouped by category, with a count badge. Conditions the catalogue knows but has no
 * list for (in the chosen context) are listed too, marked, so nothing is silently missing.
 */
export function ConditionColumn({ catalogue, context, conditions, onToggle }: ConditionColumnProps) {
  const { t } = useI18n();
  const sections: { heading: string; group: string; rows: GuidedCondition[] }[] = [];
  for (const row of catalogue.rows) {
    if (row.kind === 'heading') sections.push({ heading: row.id, group: row.group, rows: [] });
    else sections.at(-1)?.rows.push(row);
  }
  return (
    <fieldset className="beginner-column">
      <legend className="beginner-column-title">
        {t('beginner.condition.title')}{' '}
        <span className="beginner-badge" data-testid="condition-count">
          {t('beginner.condition.count', { count: conditions.length })}
        </span>
      </legend>
      {sections
        .filter((section) => section.rows.length > 0)
        .map((section) => (
          <div key={section.heading} className="beginner-condition-group">
            <h3 id={`beginner-${section.heading}`} className="beginner-group-title">
              {t(`select.group.${section.group}` as 'select.group.others')}
            </h3>
            <ul className="beginner-conditions" aria-labelledby={`beginner-${section.heading}`}>
              {section.rows.map((row) => (
                <li key={row.id}>
                  <ConditionOption
                    row={row}
                    context={context}
                    checked={conditions.includes(row.id)}
                    onToggle={onToggle}
                  />
                </li>
              ))}
            </ul>
          </div>
        ))}
    </fieldset>
  );
}

interface ConditionOptionProps {
  row: GuidedCondition;
  context: GuidedContext | null;
  checked: boolean;
  onToggle(condition: string): void;
}

function ConditionOption({ row, context, checked, onToggle }: ConditionOptionProps) {
  const { t, locale } = useI18n();
  const { main, other } = namesInLocale(row, locale);
  const inContext = context === null ? null : contextNumber(context);
  const hasAnyList = row.entries.some((entry) => entry !== false);
  const hasList = inContext === null ? hasAnyList : row.entries[inContext as 0 | 1 | 2] !== false;
  const institution =
    inContext === null ? row.institution.some(Boolean) : row.institution[inContext as 0 | 1 | 2];
  const marks: string[] = [];
  if (!hasAnyList) marks.push(t('beginner.condition.no_list'));
  else if (!hasList) marks.push(t('beginner.condition.no_list_in_context'));
  if (institution) marks.push(t('beginner.condition.institution'));
  return (
    <label className={`beginner-option beginner-condition${hasList ? '' : ' is-unavailable'}`}>
      <input type="checkbox" checked={checked} onChange={() => onToggle(row.id)} />
      <span className="beginner-option-body">
        <span className="beginner-option-title">{main}</span>
        {other && <span className="beginner-option-other">{other}</span>}
        {marks.map((mark) => (
          <span key={mark} className="beginner-mark">
            {mark}
          </span>
        ))}
      </span>
    </label>
  );
}
