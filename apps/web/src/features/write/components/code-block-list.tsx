import { memo, useCallback } from 'react';
import { flushSync } from 'react-dom';
import { Link } from 'react-router';
import {
  categoryArrangementGroups,
  type CategoryArrangementGroup,
  type CodeMap,
  type Discipline,
} from '@icf/shared';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { useDraft, useSelectedCodes } from '../../draft';
import { useDraftTeamDiscipline } from '../../teams';
import { blockIdOf } from '../scroll-to-block';
import { useCategoryArrangement } from '../use-category-arrangement';
import { useUnlockedCategories } from '../use-unlocked-categories';
import { CodeBlock } from './code-block';
import { LockedCodeBlock } from './locked-code-block';

/**
 * One block per selected code, in ICF order. For a member of the team that holds the draft's client, in
 * three groups under headings: their own categories, the unassigned ones, and the other disciplines' (read
 * only until Edit), decision record 0037. Both are one keyed list, so a block that moves (its group appears,
 * its disciplines change) is moved, not made anew: it keeps its state (an open plan), and React puts the
 * focus back where it was after moving it. Re-renders only when the
 * selection or the groups change, never for a keystroke.
 */
export const CodeBlockList = memo(function CodeBlockList({
  codes,
  modify,
}: {
  codes: CodeMap;
  modify: boolean;
}) {
  const { t } = useI18n();
  const selectedCodes = useSelectedCodes();
  const { discipline, arriving } = useDraftTeamDiscipline();
  const documentId = useDraft((draft) => draft.documentId);
  const arrangement = useCategoryArrangement(discipline);
  const { unlocked, unlock } = useUnlockedCategories(arrangement);
  // Edit makes a new (editable) block: the focus goes to its first control, where the locked one's button was.
  const edit = useCallback(
    (code: string) => {
      flushSync(() => unlock(code));
      document
        .getElementById(blockIdOf(code))
        ?.querySelector<HTMLElement>('select, input, textarea')
        ?.focus();
    },
    [unlock],
  );

  if (selectedCodes.length === 0) {
    return (
      <div className="write-empty">
        <p className="muted">{t('write.no_codes')}</p>
        <Link to={paths.select} className="button primary">
          {t('write.go_select')}
        </Link>
      </div>
    );
  }
  if (arriving) {
    // Until the lists tell whether this is a team evaluation and whose categories are whose (a moment after
    // opening): no block yet, so none is typed in and then moved or locked (decision record 0037).
    return (
      <div className="code-blocks" aria-busy="true">
        <p className="muted">{t('page.loading')}</p>
      </div>
    );
  }
  if (discipline === null || arrangement === null) {
    return (
      <div className="code-blocks">
        {selectedCodes.map((code) => {
          const record = codes[code];
          return record ? <CodeBlock key={code} record={record} modify={modify} /> : null;
        })}
      </div>
    );
  }
  return (
    <div className="code-blocks">
      {categoryArrangementGroups.flatMap((group) => {
        const inGroup = arrangement[group];
        if (inGroup.length === 0) return [];
        return [
          <CodeGroupHead key={`group-${group}`} group={group} discipline={discipline} />,
          ...inGroup.map((code) => {
            const record = codes[code];
            if (!record) return null;
            return group === 'others' && !unlocked.has(code) ? (
              <LockedCodeBlock key={code} record={record} onEdit={edit} />
            ) : (
              <CodeBlock
                key={code}
                record={record}
                modify={modify}
                titleLevel={4}
                teamDiscipline={discipline}
                teamDocumentId={documentId}
              />
            );
          }),
        ];
      })}
    </div>
  );
});

function CodeGroupHead({ group, discipline }: { group: CategoryArrangementGroup; discipline: Discipline }) {
  const { t } = useI18n();
  return (
    <div className={`code-group-head code-group-${group}`}>
      <h3 className="code-group-title">
        {t(`write.group.${group}`, { discipline: t(`discipline.${discipline}`) })}
      </h3>
      <p className="muted code-group-note">{t(`write.group.${group}_note`)}</p>
    </div>
  );
}
