import { useState } from 'react';
import type { CodeMap } from '@icf/shared';
import type { MessageKey } from '@icf/shared/i18n';
import { useI18n } from '../../../i18n/use-i18n';
import { useCodeEntry } from '../../draft';
import { codeNames } from '../code-names';
import { B7Drawing } from '../drawings/b7-drawing';
import { D4Drawing } from '../drawings/d4-drawing';
import { D5Drawing } from '../drawings/d5-drawing';
import {
  drawingHeight,
  drawingWidth,
  visualBubbles,
  type VisualBubble,
  type VisualTab,
} from '../visual-bubbles';

const drawings = { b7: B7Drawing, d4: D4Drawing, d5: D5Drawing } as const;

interface DrawingPaneProps {
  tab: VisualTab;
  codes: CodeMap;
  onOpen(code: string): void;
}

/** Spec §2: a 770×584 drawing with code bubbles at fixed positions; it scales down with the screen. */
export function DrawingPane({ tab, codes, onOpen }: DrawingPaneProps) {
  const { t } = useI18n();
  const Drawing = drawings[tab];
  const description = t(`visual.drawing.${tab}` as MessageKey);
  return (
    <div className="visual-pane">
      <svg
        className="visual-drawing"
        viewBox={`0 0 ${drawingWidth} ${drawingHeight}`}
        role="img"
        aria-label={description}
        preserveAspectRatio="xMidYMid meet"
      >
        <Drawing />
      </svg>
      <ul className="visual-bubbles">
        {visualBubbles[tab]
          .filter((bubble) => codes[bubble.code])
          .map((bubble) => (
            <Bubble key={bubble.code} bubble={bubble} codes={codes} onOpen={onOpen} />
          ))}
      </ul>
    </div>
  );
}

/**
 * A code bubble. It shows the code only; its category title shows in a tooltip beside it on hover and on
 * keyboard focus (Escape hides it until the pointer or the focus leaves). The title is also in the button's
 * accessible name, so the tooltip is for the eyes only. It opens towards the middle of the drawing, so it
 * stays on the drawing.
 */
function Bubble({
  bubble,
  codes,
  onOpen,
}: {
  bubble: VisualBubble;
  codes: CodeMap;
  onOpen(code: string): void;
}) {
  const { t, locale } = useI18n();
  const [tipHidden, setTipHidden] = useState(false);
  const value = useCodeEntry(bubble.code)?.q1 ?? '';
  const name = codeNames(codes, bubble.code, locale).main;
  const tipPlace = `${bubble.y < drawingHeight / 2 ? 'below' : 'above'} ${bubble.x < drawingWidth / 2 ? 'start' : 'end'}`;
  return (
    <li
      className={`visual-bubble-item${tipHidden ? ' is-tip-hidden' : ''}`}
      style={{ left: `${(bubble.x / drawingWidth) * 100}%`, top: `${(bubble.y / drawingHeight) * 100}%` }}
      onMouseLeave={() => setTipHidden(false)}
    >
      <button
        type="button"
        className={`visual-bubble icf-${bubble.code[0]}${value !== '' ? ' is-rated' : ''}`}
        aria-label={
          value === ''
            ? `${bubble.code} ${name}`
            : t('visual.bubble_rated', { code: bubble.code, name, value })
        }
        onClick={() => onOpen(bubble.code)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setTipHidden(true);
        }}
        onBlur={() => setTipHidden(false)}
      >
        <span aria-hidden="true">{bubble.code}</span>
        {value !== '' && (
          <span className="visual-bubble-value" aria-hidden="true">
            {value}
          </span>
        )}
      </button>
      <span className="visual-bubble-tip" data-place={tipPlace} aria-hidden="true">
        {name}
      </span>
    </li>
  );
}
