import { guidedContexts, type GuidedContext } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';

const subContexts = [1, 2, 3, 4] as const;

interface ContextColumnProps {
  context: GuidedContext | null;
  onChange(context: GuidedContext): void;
}

/** Spec §2: one of acute, subacute and chronic, each listing its four sub-contexts. */
export function ContextColumn({ context, onChange }: ContextColumnProps) {
  const { t } = useI18n();
  return (
    <fieldset className="beginner-column">
      <legend className="beginner-column-title">{t('beginner.context.title')}</legend>
      <div className="beginner-options">
        {guidedContexts.map((option) => {
          const itemsId = `beginner-context-${option}-items`;
          return (
            <label key={option} className="beginner-option beginner-context">
              <input
                type="radio"
                name="beginner-context"
                value={option}
                checked={context === option}
                aria-describedby={itemsId}
                onChange={() => onChange(option)}
              />
              <span className="beginner-option-body">
                <span className="beginner-option-title">{t(`beginner.context.${option}`)}</span>
                <ul id={itemsId} className="beginner-sub-contexts">
                  {subContexts.map((item) => (
                    <li key={item}>{t(`beginner.context.${option}.${item}` as MessageKey)}</li>
                  ))}
                </ul>
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
