import { useCallback, useRef, useState, type ToggleEvent } from 'react';

/**
 * A native popover (`popover="auto"`, opened by a button with `popoverTarget`): the platform gives the top
 * layer, Escape, closing on a click outside and closing the popovers nested in it (decision record 0013).
 * Spread `popoverProps` on the popover element; `open` follows it, `close()` hides it (after a choice).
 */
export function usePopover<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [open, setOpen] = useState(false);
  const onToggle = useCallback((event: ToggleEvent<T>) => setOpen(event.newState === 'open'), []);
  const close = useCallback(() => {
    const popover = ref.current;
    if (popover?.matches(':popover-open')) popover.hidePopover();
  }, []);
  return { open, close, popoverProps: { ref, popover: 'auto' as const, onToggle } };
}
