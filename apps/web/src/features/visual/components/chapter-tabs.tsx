import { useRef, type KeyboardEvent } from 'react';
import type { CodeMap } from '@icf/shared';
import { useI18n } from '../../../i18n/use-i18n';
import { codeNames, sentenceCase } from '../code-names';
import { visualTabs, type VisualTab } from '../visual-bubbles';

export const tabId = (tab: VisualTab) => `visual-tab-${tab}`;
export const panelId = (tab: VisualTab) => `visual-panel-${tab}`;

interface ChapterTabsProps {
  codes: CodeMap;
  active: VisualTab;
  onChange(tab: VisualTab): void;
}

/** The ARIA tabs pattern: one tab stop, arrow keys (and Home/End) move between the chapters. */
export function ChapterTabs({ codes, active, onChange }: ChapterTabsProps) {
  const { t, locale } = useI18n();
  const refs = useRef(new Map<VisualTab, HTMLButtonElement>());

  const onKeyDown = (event: KeyboardEvent) => {
    const index = visualTabs.indexOf(active);
    const last = visualTabs.length - 1;
    const next = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = visualTabs[next]!;
    onChange(tab);
    refs.current.get(tab)?.focus();
  };

  return (
    <div className="visual-tabs" role="tablist" aria-label={t('visual.tabs')} onKeyDown={onKeyDown}>
      {visualTabs.map((tab) => (
        <button
          key={tab}
          ref={(element) => {
            if (element) refs.current.set(tab, element);
            else refs.current.delete(tab);
          }}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={tab === active}
          aria-controls={panelId(tab)}
          tabIndex={tab === active ? 0 : -1}
          className="visual-tab"
          onClick={() => onChange(tab)}
        >
          <span className="visual-tab-code">{tab}</span>{' '}
          <span className="visual-tab-name">{sentenceCase(codeNames(codes, tab, locale).main)}</span>
        </button>
      ))}
    </div>
  );
}
