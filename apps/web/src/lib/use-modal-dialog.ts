import { useEffect, useRef } from 'react';

/**
 * A native `<dialog>` shown as a modal while the component is mounted: `showModal()` gives the focus trap,
 * Escape, inertness of the page behind and the top layer; unmounting closes it. Attach the returned ref to the
 * `<dialog>`; its `onClose` fires on Escape and on `ref.current.close()`.
 */
export function useModalDialog() {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return dialogRef;
}
