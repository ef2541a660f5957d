import { memo, useEffect, type ReactNode } from 'react';
import {
  componentOfCode,
  emptyCodeEntry,
  informationSourceFields,
  informationSourceKeys,
  qualifierSlotsOf,
  type CodeEntry,
  type Discipline,
  type IcfCode,
} from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';
import { CodeLabel, componentClassOf, localTitleOf, byId } from '../../documentation';
import { dispatchSelection, useCodeEntry, useDraftClient } from '../../draft';
import { RemoveCodeButton } from './remove-code-button';
import { countBlockRender } from '../block-render-counter';
import { blockIdOf } from '../scroll-to-block';
import { CategoryRatingsPanel } from '../../rehab-cycle';
import { CategoryPlanEditor } from './category-plan-editor';
import { GoalEditor } from './goal-editor';
import { LimitedTextarea } from './limited-textarea';
import { QualifierSelect } from './qualifier-select';

const noEntry = emptyCodeEntry();

/** After a block's minus, the next block's title takes the focus; after the last block, the codes heading. */
const blockFocusTarget = {
  row: '.code-block',
  control: '.code-block-title',
  fallback: byId('write-codes-title'),
};

interface CodeBlockProps {
  record: IcfCode;
  modify: boolean;
  /** h3 under the codes heading; h4 under a group's heading on a team member's screen (decision 0037). */
  titleLevel?: 3 | 4;
  /**
   * In a team evaluation, the member's discipline (and the saved document, once there is one): the block
   * shows who assessed the category and takes the member's own rating (decision record 0055).
   */
  teamDiscipline?: Discipline;
  teamDocumentId?: number | undefined;
}

/**
 * One selected code in the form (spec §2): title, qualifiers, definition, information sources and the
 * problem description. It subscribes to its own entry only, so typing here re-renders no other block.
 */
export const CodeBlock = memo(function CodeBlock({
  record,
  modify,
  titleLevel = 3,
  teamDiscipline,
  teamDocumentId,
}: CodeBlockProps) {
  const { t, locale } = useI18n();
  const { code } = record;
  const entry = useBlockEntry(code);
  const blockId = blockIdOf(code);
  const draftClient = useDraftClient();

  return (
    <section
      id={blockId}
      className={`code-block ${componentClassOf(code)}`}
      aria-labelledby={`${blockId}-title`}
    >
      <CodeBlockHead record={record} titleLevel={titleLevel}>
        {modify && (
          <RemoveCodeButton code={code} title={localTitleOf(record, locale)} focusTarget={blockFocusTarget} />
        )}
      </CodeBlockHead>

      <div className="code-block-qualifiers" role="group" aria-label={t('code.qualifiers')}>
        {qualifierSlotsOf(code).map((slot) => (
          <QualifierSelect
            key={slot.name}
            code={code}
            slot={slot}
            value={entry[slot.name]}
            previous={draftClient.showPrevious ? (draftClient.previous[code]?.[slot.name] ?? '') : undefined}
          />
        ))}
      </div>
      <GoalEditor code={code} goal={entry.goal} />
      {teamDiscipline && (
        <CategoryRatingsPanel code={code} documentId={teamDocumentId} discipline={teamDiscipline} />
      )}
      <CategoryPlanEditor code={code} entry={entry} />

      <CodeDefinition record={record} />

      <fieldset className="code-block-sources">
        <legend>{t('code.sources')}</legend>
        {informationSourceFields.map((field) => (
          <label key={field} className="checkbox">
            <input
              type="checkbox"
              checked={entry[field]}
              onChange={(event) =>
                dispatchSelection({ type: 'updateEntry', code, patch: { [field]: event.target.checked } })
              }
            />
            {t(informationSourceKeys[field])}
          </label>
        ))}
      </fieldset>

      <LimitedTextarea
        label={t(descriptionLabelKeyOf(code))}
        value={entry.desc}
        onChange={(desc) => dispatchSelection({ type: 'updateEntry', code, patch: { desc } })}
      />
    </section>
  );
});

/** A block's own entry (an empty one until it has one); counts the block's renders (block-render-counter.ts). */
export function useBlockEntry(code: string): CodeEntry {
  const entry = useCodeEntry(code) ?? noEntry;
  useEffect(() => {
    countBlockRender(code);
  });
  return entry;
}

/** Spec §2: an environmental code's description is of facilitators or barriers. */
export function descriptionLabelKeyOf(code: string): MessageKey {
  return componentOfCode(code) === 'e' ? 'code.environment_description' : 'code.problem_description';
}

/** A block's head: its title (the target of the sidebar's links), ICF-CY when it is one, and its action. */
export function CodeBlockHead({
  record,
  titleLevel,
  children,
}: {
  record: IcfCode;
  titleLevel: 3 | 4;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const Title = titleLevel === 4 ? 'h4' : 'h3';
  return (
    <header className="code-block-head">
      <Title id={`${blockIdOf(record.code)}-title`} className="code-block-title" tabIndex={-1}>
        <CodeLabel record={record} />
      </Title>
      {record.release === 'icf-cy' && (
        <abbr className="code-block-release" title={t('core_sets.icf_cy_title')}>
          ICF-CY
        </abbr>
      )}
      {children}
    </header>
  );
}

function CodeDefinition({ record }: { record: IcfCode }) {
  const { t } = useI18n();
  // Some categories (many body structures, the ICF-CY additions) come with a title only: then the block shows
  // no definition row at all, neither a label nor a placeholder.
  const parts = [
    { key: 'definition', label: t('code.definition'), text: record.description },
    { key: 'inclusions', label: t('code.inclusions'), text: record.inclusions },
    { key: 'exclusions', label: t('code.exclusions'), text: record.exclusions },
  ].filter((part) => part.text.trim() !== '');
  if (parts.length === 0) return null;
  return (
    <dl className="code-block-definition">
      {parts.map((part) => (
        <div key={part.key} className={`definition-${part.key}`}>
          <dt>{part.label}</dt>
          <dd>{part.text}</dd>
        </div>
      ))}
    </dl>
  );
}
