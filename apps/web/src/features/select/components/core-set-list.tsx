import { memo } from 'react';
import type { CoreSet, CoreSetGroup, CoreSetGroupKey } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';
import { dispatchSelection } from '../../documentation/draft/draft-store';

/** Spec §2: groups 0 and 1 have no heading; 2–5 are headed. */
const groupHeadings: Partial<Record<CoreSetGroupKey, MessageKey>> = {
  musculoskeletal: 'select.group.musculoskeletal',
  cardiopulmonary: 'select.group.cardiopulmonary',
  neurological: 'select.group.neurological',
  others: 'select.group.others',
};

interface CoreSetListProps {
  groups: readonly CoreSetGroup[];
  selectedSetIds: readonly string[];
}

/** The core sets, grouped as the API delivers them; each set is a toggle. Empty groups are skipped. */
export function CoreSetList({ groups, selectedSetIds }: CoreSetListProps) {
  const { t } = useI18n();
  return (
    <div className="core-set-groups">
      {groups
        .filter((group) => group.sets.length > 0)
        .map((group) => {
          const heading = group.headed ? groupHeadings[group.key] : undefined;
          const headingId = `core-set-group-${group.key}`;
          return (
            <div key={group.key} className="core-set-group">
              {heading && (
                <h3 id={headingId} className="core-set-group-title">
                  {t(heading)}
                </h3>
              )}
              <ul className="core-set-list" aria-labelledby={heading ? headingId : undefined}>
                {group.sets.map((set) => (
                  <li key={set.id}>
                    <CoreSetToggle set={set} selected={selectedSetIds.includes(set.id)} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
    </div>
  );
}

const CoreSetToggle = memo(function CoreSetToggle({ set, selected }: { set: CoreSet; selected: boolean }) {
  const { t, locale } = useI18n();
  // kr: the Korean name leads and the English one follows in small print; en the other way round.
  const [main, other] = locale === 'kr' ? [set.name_translation, set.name] : [set.name, set.name_translation];
  const listLabel = set.list === 'single' ? null : t(`select.list.${set.list}`);
  const sources =
    set.sources.length > 0
      ? `${t('select.sources')}:\n${set.sources.map((source) => `• ${source.citation}`).join('\n')}`
      : undefined;
  return (
    <button
      type="button"
      className="core-set-toggle"
      aria-pressed={selected}
      title={sources}
      onClick={() => dispatchSelection({ type: 'toggleSet', setId: set.id })}
    >
      <span className="core-set-check" aria-hidden="true" />
      <span className="core-set-names">
        <span className="core-set-name">{main || other}</span>
        {main && other && <span className="core-set-name-other">{other}</span>}
      </span>
      {listLabel && <span className={`core-set-list-kind core-set-list-${set.list}`}>{listLabel}</span>}
    </button>
  );
});
