import { useNavigate } from 'react-router';
import type { CodeMap, CoreSetGroup } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { LoadingState, goBack, useDocumentationData, byId } from '../documentation';
import { selectionHasEntries, dispatchSelection, getDraft, useDraftSelection } from '../draft';
import { useCoreSets } from '../icf-data';
import { startNewDocument } from '../documents';
import { CodePanel } from './components/code-panel';
import { CoreSetList } from './components/core-set-list';
import { PersonalCoreSets } from './components/personal-core-sets';
import { CodeList } from './components/code-list';
import './select.css';

/**
 * Spec §2 select screen: core sets on the left, the selected codes and the codes to add on the right. The core
 * sets show as soon as they have loaded; the codes column waits for the ICF codes too, and until the draft has
 * been fitted to both the sets cannot be toggled (a toggle would change a selection not yet shown as it is).
 */
export function SelectPage() {
  const { t } = useI18n();
  const groups = useCoreSets().data;
  const data = useDocumentationData();
  return (
    <div className="select-page">
      <h1>{t('page.select')}</h1>
      {groups ? (
        <div className="select-layout">
          <CoreSetsColumn groups={groups} ready={data.ready} />
          <section className="select-column select-codes" aria-labelledby="select-codes-title">
            {data.ready ? (
              <SelectedCodesColumn codes={data.codes} />
            ) : (
              <>
                <h2 id="select-codes-title" className="select-column-title" tabIndex={-1}>
                  {t('docu.selected_codes')}
                </h2>
                <LoadingState failed={data.failed} />
              </>
            )}
          </section>
        </div>
      ) : (
        <LoadingState failed={!data.ready && data.failed} />
      )}
    </div>
  );
}

function CoreSetsColumn({ groups, ready }: { groups: CoreSetGroup[]; ready: boolean }) {
  const { t } = useI18n();
  const selection = useDraftSelection();
  return (
    <section
      className="select-column select-sets"
      aria-labelledby="select-sets-title"
      aria-busy={!ready}
      inert={!ready}
    >
      <h2 id="select-sets-title" className="select-column-title">
        {t('select.core_sets')}
      </h2>
      <CoreSetList groups={groups} selectedSetIds={selection.selectedSetIds} />
      <PersonalCoreSets
        group={groups.find((group) => group.key === 'personal')}
        selectedSetIds={selection.selectedSetIds}
        selectedCodes={selection.selectedCodes}
      />
    </section>
  );
}

const focusSelectedTitle = byId('select-codes-title');

function SelectedCodesColumn({ codes }: { codes: CodeMap }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const selection = useDraftSelection();

  const reset = async () => {
    const draft = getDraft();
    // A draft that is a saved document: the next client gets a new document, never a version of this one.
    if (draft.documentId !== undefined) {
      const answer = await showAlert({
        icon: 'question',
        title: t('documents.start_new_title'),
        text: t('documents.start_new_text', {
          description: draft.info.description || t('documents.no_description'),
        }),
        confirmText: t('documents.start_new_confirm'),
        alternativeText: t('documents.reset_selection_only'),
        cancelText: t('alert.cancel'),
      });
      if (answer.confirmed) startNewDocument();
      if (!answer.alternative) return;
    } else if (selectionHasEntries(draft.selection)) {
      const answer = await showAlert({
        icon: 'warning',
        title: t('select.reset_confirm_title'),
        text: t('select.reset_confirm_text'),
        confirmText: t('select.reset'),
        cancelText: t('alert.cancel'),
      });
      if (!answer.confirmed) return;
    }
    dispatchSelection({ type: 'reset' });
  };

  return (
    <>
      <header className="select-codes-head">
        <h2 id="select-codes-title" className="select-column-title" tabIndex={-1}>
          {t('docu.selected_codes')}
        </h2>
        <span className="select-count" data-testid="selected-count">
          {t('select.selected_count', { count: selection.selectedCodes.length })}
        </span>
        <div className="actions select-actions">
          <button type="button" className="button" onClick={() => void reset()}>
            {t('select.reset')}
          </button>
          <button type="button" className="button" onClick={() => goBack(navigate, paths.welcome)}>
            {t('docu.prev')}
          </button>
          <button type="button" className="button primary" onClick={() => void navigate(paths.write)}>
            {t('docu.next')}
          </button>
        </div>
      </header>
      {selection.selectedCodes.length === 0 ? (
        <p className="select-empty muted">{t('select.no_selected')}</p>
      ) : (
        <CodeList
          className="selected-code-list"
          label={t('docu.selected_codes')}
          codes={selection.selectedCodes}
          codeMap={codes}
          action="remove"
          emptyFocus={focusSelectedTitle}
        />
      )}
      <CodePanel diffCodes={selection.diffCodes} otherCodes={selection.otherCodes} codeMap={codes} />
    </>
  );
}

export default SelectPage;
