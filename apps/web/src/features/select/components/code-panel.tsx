import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { CodeMap } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { byId } from '../../documentation';
import { CodeList } from './code-list';

type PanelTab = 'diff' | 'other';

interface CodePanelProps {
  diffCodes: readonly string[];
  otherCodes: readonly string[];
  codeMap: CodeMap;
}

const panelId = 'code-panel-body';
const focusPanel = byId(panelId);

/** The tab a key moves to (WAI-ARIA tabs pattern: arrows wrap around, Home and End jump), or null. */
function tabIndexForKey(key: string, current: number, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Spec §2/§4: the tabs 'diff codes' and 'other codes' open a lower panel (39vh) listing codes to add;
 * the collapse arrow closes it and clears the active tab. The tabs follow the WAI-ARIA tabs pattern (roving
 * tabindex, arrows, Home, End, activation on focus); React Aria's Tabs always keep one tab selected, which
 * this collapsible panel does not.
 */
export function CodePanel({ diffCodes, otherCodes, codeMap }: CodePanelProps) {
  const { t } = useI18n();
  const [tab, setTab] = useState<PanelTab | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabs: { id: PanelTab; label: string; codes: readonly string[]; empty: string }[] = [
    { id: 'diff', label: t('select.diff_codes'), codes: diffCodes, empty: t('select.no_diff_codes') },
    { id: 'other', label: t('select.other_codes'), codes: otherCodes, empty: t('select.no_other_codes') },
  ];
  const activeIndex = tabs.findIndex((candidate) => candidate.id === tab);
  const active = tabs[activeIndex];
  // On a phone the panel sits below the long lists: an opened tab brings the whole panel into view.
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tab) panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [tab]);

  const onTabKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const next = tabIndexForKey(event.key, index, tabs.length);
    if (next === null) return;
    event.preventDefault();
    setTab(tabs[next]!.id);
    tabRefs.current[next]?.focus();
  };

  const collapse = () => {
    // The collapse button goes away with the panel: the tab that was open keeps the focus.
    tabRefs.current[activeIndex]?.focus();
    setTab(null);
  };

  return (
    <div ref={panelRef} className={`code-panel${active ? ' is-open' : ''}`}>
      <div className="code-panel-tabs">
        <div role="tablist" aria-label={t('select.code_lists')} className="code-panel-tablist">
          {tabs.map((candidate, index) => (
            <button
              key={candidate.id}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`code-tab-${candidate.id}`}
              aria-selected={tab === candidate.id}
              aria-controls={tab === candidate.id ? panelId : undefined}
              tabIndex={index === Math.max(activeIndex, 0) ? 0 : -1}
              className="code-panel-tab"
              onClick={() => setTab(candidate.id)}
              onKeyDown={(event) => onTabKeyDown(event, index)}
            >
              {candidate.label}
              <span className="code-panel-count">{candidate.codes.length}</span>
            </button>
          ))}
        </div>
        {active && (
          <button
            type="button"
            className="icon-button code-panel-collapse"
            aria-label={t('select.collapse')}
            onClick={collapse}
          >
            <span aria-hidden="true">▾</span>
          </button>
        )}
      </div>
      {active && (
        <div
          role="tabpanel"
          id={panelId}
          aria-labelledby={`code-tab-${active.id}`}
          className="code-panel-body"
          tabIndex={0}
        >
          {active.codes.length === 0 ? (
            <p className="muted code-panel-empty">{active.empty}</p>
          ) : (
            <CodeList
              codes={active.codes}
              codeMap={codeMap}
              action="add"
              label={active.label}
              emptyFocus={focusPanel}
            />
          )}
        </div>
      )}
    </div>
  );
}
