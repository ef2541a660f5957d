import { memo } from 'react';
import { informationSourceFields, informationSourceKeys, qualifierSlotsOf, type IcfCode } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { componentClassOf, localTitleOf } from '../../documentation';
import { blockIdOf } from '../scroll-to-block';
import { categoryPlanSummaryOf } from './category-plan-editor';
import { CodeBlockHead, descriptionLabelKeyOf, useBlockEntry } from './code-block';
import { qualifierValueText } from './qualifier-select';

interface LockedCodeBlockProps {
  record: IcfCode;
  /** Turns this block into the editable one for the rest of the visit (decision 0037). */
  onEdit(code: string): void;
}

/**
 * Another discipline's category on a team member's write screen (decision record 0037): what is entered, as
 * text, and one Edit button. It has no control that changes the draft, so nothing on the page can change
 * it by accident; like the editable block it subscribes to its own entry only.
 */
export const LockedCodeBlock = memo(function LockedCodeBlock({ record, onEdit }: LockedCodeBlockProps) {
  const { t, locale } = useI18n();
  const { code } = record;
  const entry = useBlockEntry(code);
  const blockId = blockIdOf(code);
  const sources = informationSourceFields.filter((field) => entry[field]);
  const plan = categoryPlanSummaryOf(code, entry, t);
  const goalSlot = qualifierSlotsOf(code).find((slot) => slot.name === entry.goal?.slot);
  const planText = [plan.target ? t('rehab_cycle.plan.is_target') : '', plan.named]
    .filter(Boolean)
    .join(' · ');

  return (
    <section
      id={blockId}
      className={`code-block code-block-locked ${componentClassOf(code)}`}
      aria-labelledby={`${blockId}-title`}
    >
      <CodeBlockHead record={record} titleLevel={4}>
        <button
          type="button"
          className="button code-block-edit"
          aria-label={t('write.group.edit_code', { code, title: localTitleOf(record, locale) })}
          onClick={() => onEdit(code)}
        >
          {t('write.group.edit')}
        </button>
      </CodeBlockHead>
      <dl className="code-block-readonly">
        {qualifierSlotsOf(code).map((slot) => (
          <div key={slot.name}>
            <dt>{t(slot.labelKey)}</dt>
            <dd>{qualifierValueText(slot, entry[slot.name], t)}</dd>
          </div>
        ))}
        {entry.goal && goalSlot && (
          <div>
            <dt>{t('goal.mark')}</dt>
            <dd>
              {[qualifierValueText(goalSlot, entry.goal.value, t), entry.goal.date]
                .filter(Boolean)
                .join(' · ')}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('code.sources')}</dt>
          <dd>
            {sources.length > 0
              ? sources.map((field) => t(informationSourceKeys[field])).join(', ')
              : t('write.group.nothing')}
          </dd>
        </div>
        <div>
          <dt>{t(descriptionLabelKeyOf(code))}</dt>
          <dd className="code-block-readonly-text">{entry.desc || t('write.group.nothing')}</dd>
        </div>
        <div>
          <dt>{t('rehab_cycle.plan.title')}</dt>
          <dd>{planText || t('write.group.nothing')}</dd>
        </div>
      </dl>
    </section>
  );
});
