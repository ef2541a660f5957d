import { useCallback, useState, type ReactNode } from 'react';
import type { CodeMap } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { useI18n } from '../../i18n/use-i18n';
import { LoadingState, useDocumentationData } from '../documentation';
import { getDraft, useDraft, useSelectedCodes } from '../draft';
import { ClientInfoFields } from './components/client-info-fields';
import { CodeBlockList } from './components/code-block-list';
import { DownloadModal } from './components/download-modal';
import { KeyboardHelp } from './components/keyboard-help';
import { PerspectivesSection } from './components/perspectives-section';
import { SelfReportBesideForm } from '../self-report';
import { WriteSidebar } from './components/write-sidebar';
import { WriteSidebarDrawer } from './components/write-sidebar-drawer';
import { assessmentSheetForm, type DownloadForm } from './download-forms';
import {
  DraftSaveStatus,
  NewerVersionNotice,
  startNewDocument,
  SaveConflictHost,
  useSaveDraft,
} from '../documents';
import { draftExportContent, useDocumentExport } from '../export';
import { useMediaQuery } from '../../lib/use-media-query';
import { useOnline } from '../../lib/online-status';
import './write.css';

/** Under this width the sidebar becomes a drawer (write.css has the same width). */
const drawerQuery = '(max-width: 900px)';

/**
 * Spec §2 write screen: a left panel (prev, modify, search, selected codes), the form head with a sticky
 * bar of its actions, and the form. On a narrow screen the left panel opens as a drawer from that bar.
 * While the codes load, the same layout shows the form head alone: the title and the draft note stay the
 * elements they are, so the arriving form adds to the screen instead of redrawing it.
 */
export function WritePage() {
  const data = useDocumentationData();
  return <WriteScreen codes={data.ready ? data.codes : null} loadFailed={!data.ready && data.failed} />;
}

/**
 * The title and the draft note, shown at once while the codes load; the form adds the draft's save status
 * (`children`) once the draft has been reconciled with them.
 */
function FormHead({ children }: { children?: ReactNode }) {
  const { t } = useI18n();
  return (
    <header className="form-head">
      <h1 className="write-title">{t('page.write')}</h1>
      <p className="muted form-head-note">{t('write.draft_note')}</p>
      {children}
    </header>
  );
}

/**
 * Keeps the sticky bar's height in `--form-head-bar-height` on the form, so a block reached by a jump lands
 * below the bar however many rows its buttons take (write.css, `.code-block`).
 */
function measureStickyBar(bar: HTMLDivElement | null) {
  const form = bar?.parentElement;
  if (!bar || !form) return;
  const observer = new ResizeObserver(() =>
    form.style.setProperty('--form-head-bar-height', `${bar.offsetHeight}px`),
  );
  observer.observe(bar);
  return () => {
    observer.disconnect();
    form.style.removeProperty('--form-head-bar-height');
  };
}

function WriteScreen({ codes, loadFailed }: { codes: CodeMap | null; loadFailed: boolean }) {
  const { t } = useI18n();
  const [modify, setModify] = useState(false);
  const narrow = useMediaQuery(drawerQuery);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  // Widened past the drawer's width: the sidebar shows beside the form, so the drawer is no longer open.
  if (!narrow && drawerOpen) setDrawerOpen(false);
  const selectedCount = useSelectedCodes().length;
  const [form, setForm] = useState<DownloadForm | null>(null);
  const [downloadOpen, setDownloadOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const closeDownload = useCallback(() => {
    setDownloadOpen(false);
    setDownloadError(null);
  }, []);
  const documentExport = useDocumentExport();

  /** Option 5 copies the draft as text; 1–4 make that form's PDF, the modal waiting and saying if it failed. */
  const exportDraft = async (chosen: DownloadForm) => {
    const content = Promise.resolve(draftExportContent(getDraft()));
    if (chosen === 5) {
      closeDownload();
      await documentExport.copy(content);
      return;
    }
    setDownloading(true);
    setDownloadError(null);
    const failure = await documentExport.download(content, chosen);
    setDownloading(false);
    if (failure) setDownloadError(failure);
    else closeDownload();
  };
  const saveDraft = useSaveDraft();
  const online = useOnline();
  const linkedToDocument = useDraft((draft) => draft.documentId !== undefined);

  /** Clearing always starts a new document: the saved one it belonged to stays as it is (spec §4). */
  const confirmClear = async () => {
    const draft = getDraft();
    const answer = await showAlert({
      icon: 'warning',
      title: t('write.clear_draft_title'),
      text:
        draft.documentId === undefined
          ? t('write.clear_draft_text')
          : t('write.clear_linked_text', {
              description: draft.info.description || t('documents.no_description'),
            }),
      confirmText: t('write.clear_draft_confirm'),
      cancelText: t('alert.cancel'),
    });
    if (answer.confirmed) startNewDocument();
  };

  return (
    <div className="write-layout">
      {codes && narrow && drawerOpen && (
        <WriteSidebarDrawer codes={codes} modify={modify} onModifyChange={setModify} onClose={closeDrawer} />
      )}
      {codes && !narrow && (
        <aside className="write-sidebar">
          <WriteSidebar codes={codes} modify={modify} onModifyChange={setModify} />
        </aside>
      )}

      <div className="write-main">
        <FormHead>
          {codes && (
            <>
              <DraftSaveStatus />
              <NewerVersionNotice />
            </>
          )}
        </FormHead>
        {codes ? (
          <>
            <div className="form-head-bar" data-testid="form-head-bar" ref={measureStickyBar}>
              {narrow && (
                <button
                  type="button"
                  className="button write-drawer-open"
                  aria-haspopup="dialog"
                  aria-expanded={drawerOpen}
                  onClick={() => setDrawerOpen(true)}
                >
                  {t('write.sidebar')} <span className="selected-code-count">{selectedCount}</span>
                </button>
              )}
              <div className="actions form-head-actions">
                <button type="button" className="button danger-outline" onClick={() => void confirmClear()}>
                  {t('write.clear_draft')}
                </button>
                <button type="button" className="button" onClick={() => setDownloadOpen(true)}>
                  {t('write.download')}
                </button>
                {linkedToDocument && (
                  <button type="button" className="button" onClick={() => void saveDraft({ asNew: true })}>
                    {t('write.save_as_new')}
                  </button>
                )}
                <button type="button" className="button primary" onClick={() => void saveDraft()}>
                  {t(online ? 'write.save' : 'offline.save_button')}
                </button>
              </div>
            </div>
            <ClientInfoFields />
            <SelfReportBesideForm />
            <PerspectivesSection assessmentSheet={form === assessmentSheetForm} />
            <section className="write-section write-codes" aria-labelledby="write-codes-title">
              <div className="write-codes-head">
                <h2 id="write-codes-title" className="write-section-title" tabIndex={-1}>
                  {t('write.codes')}
                </h2>
                <KeyboardHelp />
              </div>
              <CodeBlockList codes={codes} modify={modify} />
            </section>
          </>
        ) : (
          <LoadingState failed={loadFailed} />
        )}
      </div>

      {downloadOpen && (
        <DownloadModal
          form={form}
          busy={downloading}
          error={downloadError}
          onFormChange={setForm}
          onClose={closeDownload}
          onConfirm={(chosen) => void exportDraft(chosen)}
        />
      )}
      <SaveConflictHost />
    </div>
  );
}

export default WritePage;
