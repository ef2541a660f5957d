import { useCallback, useId, type ReactNode } from 'react';
import { useI18n } from '../../../i18n/use-i18n';
import { useModalDialog } from '../../../lib/use-modal-dialog';

interface WriteSidebarDrawerProps {
  onClose(): void;
  /** The sidebar; `closeNow` closes the drawer at once, before going to a block behind it. */
  children(closeNow: () => void): ReactNode;
}

/**
 * Under about 900 px the write screen's sidebar is a sheet from the side: a native modal `<dialog>`
 * (decision record 0013) that Escape, a click beside it, its close button and going to a code close.
 */
export function WriteSidebarDrawer({ onClose, children }: WriteSidebarDrawerProps) {
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
      <div className="write-sidebar">{children(closeNow)}</div>
    </dialog>
  );
}
