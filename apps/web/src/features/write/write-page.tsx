import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import type { CodeMap } from '@icf/shared';
import { showAlert } from '../../components/feedback/alert-store';
import { useI18n } from '../../i18n/use-i18n';
import { LoadingState } from '../documentation/components/loading-state';
import { goBack } from '../documentation/go-back';
import { paths } from '../../config/paths';
import { clearDraft } from '../documentation/draft/draft-store';
import { downloadDocumentStub } from './api/download-document.stub';
import { ClientInfoFields } from './components/client-info-fields';
import { CodeBlockList } from './components/code-block-list';
import { CodeSearch } from './components/code-search';
import { DownloadModal } from './components/download-modal';
import { PerspectivesSection } from './components/perspectives-section';
import { SelectedCodeNav } from './components/selected-code-nav';
import { assessmentSheetForm, type DownloadForm } from './download-forms';
import { useDocumentationData } from '../documentation/use-documentation-data';
import { SavedDocumentNote } from '../documents/components/saved-document-note';
import { useSaveDraft } from '../documents/use-save-draft';
import './write.css';

/** Spec §2 write screen: a left panel (prev, modify, search, selected codes), the form head and the form. */
export function WritePage() {
  const data = useDocumentationData();
  if (!data.ready) {
    return (
      <div className="write-page-loading">
        <WriteTitle />
        <LoadingState failed={data.failed} />
      </div>
    );
  }
  return <WriteScreen codes={data.codes} />;
}

function WriteTitle() {
  const { t } = useI18n();
  return <h1 className="write-title">{t('page.write')}</h1>;
}

function WriteScreen({ codes }: { codes: CodeMap }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const [modify, setModify] = useState(false);
  const [form, setForm] = useState<DownloadForm | null>(null);
  const [downloadOpen, setDownloadOpen] = useState(false);
  const closeDownload = useCallback(() => setDownloadOpen(false), []);
  const saveDraft = useSaveDraft();

  const confirmClear = async () => {
    const answer = await showAlert({
      icon: 'warning',
      title: t('write.clear_draft_title'),
      text: t('write.clear_draft_text'),
      confirmText: t('write.clear_draft_confirm'),
      cancelText: t('alert.cancel'),
    });
    if (answer.confirmed) clearDraft();
  };

  return (
    <div className="write-layout">
      <aside className="write-sidebar">
        <button type="button" className="button write-prev" onClick={() => goBack(navigate, paths.select)}>
          {t('docu.prev')}
        </button>
        <label className="modify-switch">
          <input
            type="checkbox"
            role="switch"
            checked={modify}
            onChange={(event) => setModify(event.target.checked)}
          />
          <span className="modify-switch-track" aria-hidden="true" />
          <span>{t('write.modify')}</span>
        </label>
        {!modify && <p className="muted write-hint">{t('write.modify_hint')}</p>}
        <CodeSearch codes={codes} modify={modify} />
        <SelectedCodeNav codes={codes} modify={modify} />
      </aside>

      <div className="write-main">
        <header className="form-head">
          <WriteTitle />
          <div className="actions form-head-actions">
            <button type="button" className="button danger-outline" onClick={() => void confirmClear()}>
              {t('write.clear_draft')}
            </button>
            <button type="button" className="button" onClick={() => setDownloadOpen(true)}>
              {t('write.download')}
            </button>
            <button type="button" className="button primary" onClick={() => void saveDraft()}>
              {t('write.save')}
            </button>
          </div>
          <p className="muted form-head-note">{t('write.draft_note')}</p>
          <SavedDocumentNote />
        </header>
        <ClientInfoFields />
        <PerspectivesSection assessmentSheet={form === assessmentSheetForm} />
        <section className="write-section write-codes" aria-labelledby="write-codes-title">
          <h2 id="write-codes-title" className="write-section-title">
            {t('write.codes')}
          </h2>
          <CodeBlockList codes={codes} modify={modify} />
        </section>
      </div>

      {downloadOpen && (
        <DownloadModal
          form={form}
          onFormChange={setForm}
          onClose={closeDownload}
          onConfirm={(chosen) => {
            setDownloadOpen(false);
            void downloadDocumentStub(chosen);
          }}
        />
      )}
    </div>
  );
}

export default WritePage;
