import { useI18n } from '../../../i18n/use-i18n';
import { dispatchSelection } from '../../documentation/draft/draft-store';

/** The minus icon of spec §2 (modify mode): moves the code back to the diff codes. */
export function RemoveCodeButton({ code }: { code: string }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="icon-button remove-code"
      aria-label={t('docu.remove_code', { code })}
      onClick={() => dispatchSelection({ type: 'removeCode', code })}
    >
      <span aria-hidden="true">−</span>
    </button>
  );
}
