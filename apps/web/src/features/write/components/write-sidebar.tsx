import type { CodeMap } from '@icf/shared';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useI18n } from '../../../i18n/use-i18n';
import { goBack } from '../../documentation';
import { CodeSearch } from './code-search';
import { SelectedCodeNav } from './selected-code-nav';

interface WriteSidebarProps {
  codes: CodeMap;
  modify: boolean;
  onModifyChange(modify: boolean): void;
  /** Called before going to a code's block (the small-screen drawer closes). */
  onNavigate?: () => void;
}

/** Spec §2 left panel: prev, the modify switch, the search and the selected codes. */
export function WriteSidebar({ codes, modify, onModifyChange, onNavigate }: WriteSidebarProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <>
      <button type="button" className="button write-prev" onClick={() => goBack(navigate, paths.select)}>
        {t('docu.prev')}
      </button>
      <label className="modify-switch">
        <input
          type="checkbox"
          role="switch"
          checked={modify}
          onChange={(event) => onModifyChange(event.target.checked)}
        />
        <span className="modify-switch-track" aria-hidden="true" />
        <span>{t('write.modify')}</span>
      </label>
      {!modify && <p className="muted write-hint">{t('write.modify_hint')}</p>}
      <CodeSearch codes={codes} modify={modify} onNavigate={onNavigate} />
      <SelectedCodeNav codes={codes} modify={modify} onNavigate={onNavigate} />
    </>
  );
}
