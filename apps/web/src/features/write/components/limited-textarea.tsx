import { useId } from 'react';
import { textareaMaxLength } from '@icf/shared';

interface LimitedTextareaProps {
  label: string;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  rows?: number;
  className?: string;
}

/** Spec §5/§9: a textarea of at most 1000 characters with a visible 'n/1000' counter. */
export function LimitedTextarea({
  label,
  value,
  onChange,
  required = false,
  rows = 3,
  className,
}: LimitedTextareaProps) {
  const id = useId();
  const counterId = `${id}-count`;
  return (
    <div className={`field limited-textarea ${className ?? ''}`}>
      <span className="limited-textarea-label">
        <label htmlFor={id}>{label}</label>
        {/* Outside the label, so the field's name stays the same whether or not it is required. */}
        {required && (
          <span className="required-mark" aria-hidden="true">
            *
          </span>
        )}
      </span>
      <textarea
        id={id}
        rows={rows}
        value={value}
        maxLength={textareaMaxLength}
        aria-required={required || undefined}
        aria-describedby={counterId}
        // maxLength stops typing; the slice also stops pasted or scripted text.
        onChange={(event) => onChange(event.target.value.slice(0, textareaMaxLength))}
      />
      <span
        id={counterId}
        className={`char-counter${value.length >= textareaMaxLength ? ' is-full' : ''}`}
        data-testid="char-counter"
      >
        {value.length}/{textareaMaxLength}
      </span>
    </div>
  );
}
