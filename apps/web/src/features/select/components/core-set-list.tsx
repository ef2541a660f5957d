import type { CoreSetGroup, CoreSetGroupKey } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';
import { orderedNames } from './core-set-names';
import { CoreSetProvenance } from './core-set-provenance';
import { CoreSetToggle } from './core-set-toggle';
import { UnavailableConditionItem } from './unavailable-condition';

/** Spec §2: groups 0 and 1 have no heading; 2–5 are headed. */
const groupHeadings: Partial<Record<CoreSetGroupKey, MessageKey>> = {
  musculoskeletal: 'select.group.musculoskeletal',
  cardiopulmonary: 'select.group.cardiopulmonary',
  neurological: 'select.group.neurological',
  others: 'select.group.others',
};

const unavailableHintId = 'core-set-unavailable-hint';

interface CoreSetListProps {
  /** The catalogue's groups; "My sets" (group 6) is listed by `PersonalCoreSets`. */
  groups: readonly CoreSetGroup[];
  selectedSetIds: readonly string[];
}

/**
 * The official and institution core sets, grouped as the API delivers them. Every headed group shows, even
 * without a list; conditions without a served list are greyed out as "not available yet" (decision 0011).
 */
export function CoreSetList({ groups, selectedSetIds }: CoreSetListProps) {
  const { t, locale } = useI18n();
  const served = groups.filter((group) => group.key !== 'personal');
  const unavailableCount = served.reduce((count, group) => count + group.unavailable.length, 0);
  return (
    <div className="core-set-groups">
      <p id={unavailableHintId} hidden>
        {t('core_sets.not_available_text')}
      </p>
      {served.map((group) => {
        const heading = group.headed ? groupHeadings[group.key] : undefined;
        const empty = group.sets.length === 0;
        if (!heading && empty) return null;
        const headingId = `core-set-group-${group.key}`;
        return (
          <div key={group.key} className="core-set-group" data-group={group.key}>
            {heading && (
              <h3 id={headingId} className="core-set-group-title">
                {t(heading)}
              </h3>
            )}
            {empty ? (
              <p className="core-set-group-empty muted">{t('core_sets.group_empty')}</p>
            ) : (
              <ul className="core-set-list" aria-labelledby={heading ? headingId : undefined}>
                {group.sets.map((set) => (
                  <li key={set.id} className="core-set-item">
                    <CoreSetToggle set={set} selected={selectedSetIds.includes(set.id)} />
                    <CoreSetProvenance set={set} name={orderedNames(set, locale).main} />
                  </li>
                ))}
              </ul>
            )}
          </div>
        );
      })}
      {/* The conditions without a served list, in one closed list: present, but no tab stops on the way to
          Next until opened (decision 0011 keeps them shown; the issue 'What a clinician sees every day'). */}
      {unavailableCount > 0 && (
        <details className="core-set-unavailable-group">
          <summary>{t('core_sets.not_available_group', { count: unavailableCount })}</summary>
          {served
            .filter((group) => group.unavailable.length > 0)
            .map((group) => {
              const heading = group.headed ? groupHeadings[group.key] : undefined;
              return (
                <ul
                  key={group.key}
                  className="core-set-list"
                  aria-label={heading ? t(heading) : undefined}
                  data-group={group.key}
                >
                  {group.unavailable.map((condition) => (
                    <li key={`${condition.condition}-${condition.context}`} className="core-set-item">
                      <UnavailableConditionItem condition={condition} describedBy={unavailableHintId} />
                    </li>
                  ))}
                </ul>
              );
            })}
        </details>
      )}
    </div>
  );
}
