import { memo } from 'react';
import type { CoreSet } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { dispatchSelection } from '../../draft';
import { CoreSetNames } from './core-set-names';

/** One core set as a toggle (spec §4: choosing a set merges its codes, choosing it again removes them). */
export const CoreSetToggle = memo(function CoreSetToggle({
  set,
  selected,
}: {
  set: CoreSet;
  selected: boolean;
}) {
  const { t, locale } = useI18n();
  const listLabel = set.list === 'single' ? null : t(`select.list.${set.list}`);
  return (
    <button
      type="button"
      className="core-set-toggle"
      aria-pressed={selected}
      onClick={() => dispatchSelection({ type: 'toggleSet', setId: set.id })}
    >
      <span className="core-set-check" aria-hidden="true" />
      <CoreSetNames named={set} locale={locale} />
      {listLabel && <span className={`core-set-list-kind core-set-list-${set.list}`}>{listLabel}</span>}
    </button>
  );
});
