import { memo } from 'react';
import type { CodeMap } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { localTitleOf, componentClassOf, byId } from '../../documentation';
import { RemoveCodeButton } from './remove-code-button';
import { useSelectedCodes } from '../../draft';
import { blockIdOf, scrollToBlock } from '../scroll-to-block';

/** After a minus here, the next code's minus takes the focus; after the last one, the list's heading. */
const navFocusTarget = { row: 'li', control: '.remove-code', fallback: byId('selected-code-nav-title') };

/** Spec §2: the selected codes link to their blocks ('#docu_{code}'); with modify on each has a minus. */
export const SelectedCodeNav = memo(function SelectedCodeNav({
  codes,
  modify,
  onNavigate,
}: {
  codes: CodeMap;
  modify: boolean;
  /** Called before going to a code's block (the small-screen drawer closes). */
  onNavigate?: () => void;
}) {
  const { t, locale } = useI18n();
  const selectedCodes = useSelectedCodes();
  return (
    <nav className="selected-code-nav" aria-labelledby="selected-code-nav-title">
      <h2 id="selected-code-nav-title" className="write-sidebar-label" tabIndex={-1}>
        {t('docu.selected_codes')} <span className="selected-code-count">{selectedCodes.length}</span>
      </h2>
      <ul>
        {selectedCodes.map((code) => (
          <li key={code} className={componentClassOf(code)}>
            <a
              href={`#${blockIdOf(code)}`}
              onClick={(event) => {
                onNavigate?.();
                if (scrollToBlock(code)) event.preventDefault();
              }}
            >
              <span className="selected-code-id">{code}</span>{' '}
              <span>{localTitleOf(codes[code], locale)}</span>
            </a>
            {modify && (
              <RemoveCodeButton
                code={code}
                title={localTitleOf(codes[code], locale)}
                focusTarget={navFocusTarget}
              />
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
});
