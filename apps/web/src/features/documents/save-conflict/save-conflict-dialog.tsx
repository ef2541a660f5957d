import type { CodeEntry, DocumentSaveConflict } from '@icf/shared';
import { ConflictChoiceDialog } from '../../../components/conflict-choices/conflict-choice-dialog';
import { useI18n } from '../../../i18n/use-i18n';
import { useExternalStore } from '../../../lib/external-store';
import { useCodes } from '../../icf-data';
import { otherSavesText, type OtherSaves } from '../save-workflow/other-saves';
import { saveConflictStore, settleConflictChoices } from './save-conflict-store';

/** Renders the pending save conflict, if any (decision record 0036). */
export function SaveConflictHost() {
  const pending = useExternalStore(saveConflictStore);
  if (!pending) return null;
  return <SaveConflictDialog conflicts={pending.conflicts} others={pending.others} />;
}

/**
 * The entries of the evaluation both the user and someone else changed since the draft's version, as rows of
 * the shared conflict dialog: a category by its code and title, an info field by its label. Escape or
 * Cancel saves nothing and leaves the draft as it is.
 */
function SaveConflictDialog({
  conflicts,
  others,
}: {
  conflicts: DocumentSaveConflict[];
  others: OtherSaves;
}) {
  const { t } = useI18n();
  const codes = useCodes().data;

  const nameOf = (conflict: DocumentSaveConflict) =>
    conflict.part === 'data'
      ? [conflict.code, codes?.[conflict.code]?.name].filter(Boolean).join(' ')
      : t(conflict.field === 'description' ? 'documents.save_description' : `info.${conflict.field}`);
  const textOf = (value: CodeEntry | string | undefined) => {
    if (value === undefined) return t('conflict.removed');
    if (typeof value === 'string') return value;
    return [[value.q1, value.q2, value.q3].filter((q) => q !== '').join(' · '), value.desc]
      .filter(Boolean)
      .join(' — ');
  };

  return (
    <ConflictChoiceDialog
      title={otherSavesText(others, t)}
      text={t('documents.conflict_text')}
      rows={conflicts.map((conflict) => ({
        key: conflict.part === 'data' ? conflict.code : conflict.field,
        entry: nameOf(conflict),
        mine: textOf(conflict.mine),
        theirs: textOf(conflict.theirs),
      }))}
      onSettle={settleConflictChoices}
    />
  );
}
