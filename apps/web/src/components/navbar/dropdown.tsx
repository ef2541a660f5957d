import { useCallback, useRef, useState, type ReactNode } from 'react';
import { useDismiss } from './use-dismiss';

interface DropdownProps {
  label: ReactNode;
  /** Accessible name of the toggle when the label alone is not clear. */
  ariaLabel?: string;
  testId?: string;
  children: (close: () => void) => ReactNode;
}

export function Dropdown({ label, ariaLabel, testId, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close);
  return (
    <div className="dropdown" ref={ref} data-testid={testId}>
      <button
        type="button"
        className="nav-link dropdown-toggle"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <div className="dropdown-menu" role="menu">
          {children(close)}
        </div>
      )}
    </div>
  );
}
