import { useI18n } from '../../../i18n/use-i18n';
import type { MessageKey } from '@icf/shared/i18n';
import './keyboard-help.css';

const helpId = 'write-keyboard-help';
const lines: MessageKey[] = [
  'keyboard.tab',
  'keyboard.digit',
  'keyboard.open',
  'keyboard.search',
  'keyboard.tabs',
  'keyboard.close',
];

/**
 * A short help on the keys of the write screen, in a native popover like the core sets'
 * provenance: keyboard reachable, Escape and a click outside close it.
 */
export function KeyboardHelp() {
  const { t } = useI18n();
  return (
    <>
      <button type="button" className="button keyboard-help-button" popoverTarget={helpId}>
        <span aria-hidden="true">⌨</span> {t('keyboard.help')}
      </button>
      <div
        id={helpId}
        popover="auto"
        className="keyboard-help"
        role="dialog"
        aria-labelledby={`${helpId}-title`}
      >
        <h3 id={`${helpId}-title`}>{t('keyboard.title')}</h3>
        <ul>
          {lines.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
