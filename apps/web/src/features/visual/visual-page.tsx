import { useState } from 'react';
import { Link } from 'react-router';
import type { CodeMap } from '@icf/shared';
import { paths } from '../../config/paths';
import { useI18n } from '../../i18n/use-i18n';
import { LoadingState, useDocumentationData } from '../documentation';
import { useDraft } from '../draft';
import { ChapterTabs, panelId, tabId } from './components/chapter-tabs';
import { DrawingPane } from './components/drawing-pane';
import { RateDialog } from './components/rate-dialog';
import { visualBubbles, type VisualTab } from './visual-bubbles';
import './visual.css';

/** Spec §2 visual screen: body and activity drawings whose code bubbles rate q1 (0–4). */
export function VisualPage() {
  const { t } = useI18n();
  // The draft needs the selection catalogue attached before a rating can move a code in.
  const data = useDocumentationData();
  return (
    <div className="visual-page">
      <h1>{t('page.visual')}</h1>
      <p className="visual-intro">{t('visual.intro')}</p>
      {data.ready ? <VisualScreen codes={data.codes} /> : <LoadingState failed={data.failed} />}
    </div>
  );
}

function VisualScreen({ codes }: { codes: CodeMap }) {
  const { t } = useI18n();
  const [tab, setTab] = useState<VisualTab>('b7');
  const [open, setOpen] = useState<string | null>(null);
  const entries = useDraft((draft) => draft.selection.entries);
  const rated = visualBubbles[tab].filter((bubble) => (entries[bubble.code]?.q1 ?? '') !== '').length;
  return (
    <>
      <ChapterTabs codes={codes} active={tab} onChange={setTab} />
      <div role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} className="visual-panel">
        <DrawingPane tab={tab} codes={codes} onOpen={setOpen} />
      </div>
      <div className="visual-foot">
        <p className="muted" role="status">
          {t('visual.rated_count', { count: rated })}
        </p>
        <Link to={paths.select} className="button primary">
          {t('visual.next')}
        </Link>
      </div>
      {open && <RateDialog code={open} codes={codes} onClose={() => setOpen(null)} />}
    </>
  );
}

export default VisualPage;
