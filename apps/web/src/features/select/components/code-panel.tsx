import { useEffect, useRef, useState } from 'react';
import type { CodeMap } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { CodeList } from './code-list';

type PanelTab = 'diff' | 'other';

interface CodePanelProps {
  diffCodes: readonly string[];
  otherCodes: readonly string[];
  codeMap: CodeMap;
}

/**
 * Spec §2/§4: the tabs 'diff codes' and 'other codes' open a lower panel (39vh) listing codes to add;
 * the collapse arrow closes it and clears the active tab.
 */
export function CodePanel({ diffCodes, otherCodes, codeMap }: CodePanelProps) {
  const { t } = useI18n();
  const [tab, setTab] = useState<PanelTab | null>(null);
  const tabs: { id: PanelTab; label: string; codes: readonly string[]; empty: string }[] = [
    { id: 'diff', label: t('select.diff_codes'), codes: diffCodes, empty: t('select.no_diff_codes') },
    { id: 'other', label: t('select.other_codes'), codes: otherCodes, empty: t('select.no_other_codes') },
  ];
  const active = tabs.find((candidate) => candidate.id === tab);
  // On a phone the panel sits below the long lists: an opened tab brings the whole panel into view.
  const panelRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (tab) panelRef.current?.scrollIntoView({ block: 'nearest' });
  }, [tab]);

  return (
    <div ref={panelRef} className={`code-panel${active ? ' is-open' : ''}`}>
      <div className="code-panel-tabs">
        <div role="tablist" aria-label={t('select.code_lists')} className="code-panel-tablist">
          {tabs.map((candidate) => (
            <button
              key={candidate.id}
              type="button"
              role="tab"
              id={`code-tab-${candidate.id}`}
              aria-selected={tab === candidate.id}
              aria-controls={tab === candidate.id ? 'code-panel-body' : undefined}
              className="code-panel-tab"
              onClick={() => setTab(candidate.id)}
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
            onClick={() => setTab(null)}
          >
            <span aria-hidden="true">▾</span>
          </button>
        )}
      </div>
      {active && (
        <div
          role="tabpanel"
          id="code-panel-body"
          aria-labelledby={`code-tab-${active.id}`}
          className="code-panel-body"
        >
          {active.codes.length === 0 ? (
            <p className="muted code-panel-empty">{active.empty}</p>
          ) : (
            <CodeList codes={active.codes} codeMap={codeMap} action="add" label={active.label} />
          )}
        </div>
      )}
    </div>
  );
}
