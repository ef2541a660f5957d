import { useI18n } from '../../../i18n/use-i18n';
import { dispatchSelection } from '../../draft';
import { focusAfterRemoval, type RemovalFocus } from '../../documentation';

interface RemoveCodeButtonProps {
  code: string;
  /** The code's title in the UI language, for the button's name ("Remove d450 Walking"). */
  title: string;
  /** Where focus goes when the code leaves: its list's next row, else this. */
  focusTarget: RemovalFocus;
}

/** The minus icon of spec §2 (modify mode): moves the code back to the diff codes. */
export function RemoveCodeButton({ code, title, focusTarget }: RemoveCodeButtonProps) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="icon-button remove-code"
      aria-label={t('docu.remove_code', { code, title })}
      onClick={(event) => {
        focusAfterRemoval(event.currentTarget, focusTarget);
        dispatchSelection({ type: 'removeCode', code });
      }}
    >
      <span aria-hidden="true">−</span>
    </button>
  );
}
