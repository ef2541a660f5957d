import { memo } from 'react';
import type { CodeMap, IcfCode } from '@icf/shared';
import type { Locale } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';
import { componentClassOf } from '../../documentation/components/code-label';
import { RemoveCodeButton } from './remove-code-button';
import { useSelectedCodes } from '../../documentation/draft/use-draft';
import { blockIdOf, scrollToBlock } from '../scroll-to-block';

/** The short title in the sidebar: the Korean one in kr when there is one. */
function titleOf(record: IcfCode | undefined, locale: Locale): string {
  if (!record) return '';
  return locale === 'kr' ? record.name_translation || record.name : record.name;
}

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
      <h2 id="selected-code-nav-title" className="write-sidebar-label">
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
              <span className="selected-code-id">{code}</span> <span>{titleOf(codes[code], locale)}</span>
            </a>
            {modify && <RemoveCodeButton code={code} />}
          </li>
        ))}
      </ul>
    </nav>
  );
});
