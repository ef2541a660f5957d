import type { UnavailableCondition } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { CoreSetNames } from './core-set-names';

/**
 * A condition whose official lists are not served (yet): greyed out and not selectable, but present, so that
 * nothing is silently missing. It stays focusable (aria-disabled, not disabled) so that a screen reader finds
 * it and reads why.
 */
export function UnavailableConditionItem({
  condition,
  describedBy,
}: {
  condition: UnavailableCondition;
  describedBy: string;
}) {
  const { t, locale } = useI18n();
  return (
    <button
      type="button"
      className="core-set-toggle is-unavailable"
      aria-disabled="true"
      aria-describedby={describedBy}
      data-condition={condition.condition}
    >
      <span className="core-set-check" aria-hidden="true" />
      <CoreSetNames named={condition} locale={locale} />
      <span className="core-set-unavailable">{t('core_sets.not_available')}</span>
    </button>
  );
}
