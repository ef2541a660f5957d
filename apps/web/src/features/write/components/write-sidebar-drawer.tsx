import { useCallback, useId } from 'react';
import type { CodeMap } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { useModalDialog } from '../../../lib/use-modal-dialog';
import { WriteSidebar } from './write-sidebar';

interface WriteSidebarDrawerProps {
  codes: CodeMap;
  modify: boolean;
  onModifyChange(modify: boolean): void;
  onClose(): void;
}

/**
 * Under about 900 px the write screen's sidebar is a sheet from the side: a native modal `<dialog>`
 * (decision record 0013) that Escape, a click beside it, its close button and going to a code close (at
 * once, so that the code's block behind it can take focus).
 */
export function WriteSidebarDrawer({ codes, modify, onModifyChange, onClose }: WriteSidebarDrawerProps) {
  const { t } = useI18n();
  const titleId = useId();
  const dialogRef = useModalDialog();
  const closeNow = useCallback(() => dialogRef.current?.close(), [dialogRef]);
  return (
    <dialog
      ref={dialogRef}
      className="write-drawer"
      closedby="any"
      aria-labelledby={titleId}
      onClose={onClose}
      data-testid="write-drawer"
    >
      <div className="write-drawer-head">
        <h2 id={titleId} className="write-drawer-title">
          {t('write.sidebar')}
        </h2>
        <button
          type="button"
          className="icon-button write-drawer-close"
          aria-label={t('write.sidebar_close')}
          onClick={closeNow}
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <div className="write-sidebar">
        <WriteSidebar codes={codes} modify={modify} onModifyChange={onModifyChange} onNavigate={closeNow} />
      </div>
    </dialog>
  );
}
