import { useId, type ReactNode } from 'react';
import { usePopover } from '../../lib/use-popover';

interface DropdownProps {
  label: ReactNode;
  /** Accessible name of the toggle when the label alone is not clear. */
  ariaLabel?: string;
  testId?: string;
  children: (close: () => void) => ReactNode;
}

/** A menu button whose menu is a native popover below it (Escape and a click outside close it). */
export function Dropdown({ label, ariaLabel, testId, children }: DropdownProps) {
  const id = `dropdown-${useId().replace(/[^a-zA-Z0-9-]/g, '')}`;
  const { open, close, popoverProps } = usePopover<HTMLDivElement>();
  return (
    <div className="dropdown" data-testid={testId}>
      <button
        type="button"
        className="nav-link dropdown-toggle"
        popoverTarget={id}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-label={ariaLabel}
      >
        {label}
      </button>
      <div id={id} className="dropdown-menu" role="menu" {...popoverProps}>
        {children(close)}
      </div>
    </div>
  );
}
