/**
 * The visual tool's tabs and code bubbles (spec §2/§3 "Visual code"): each bubble's centre on the 770×584
 * drawing, and for the body diagram the point its leader line ends at. Positions only; the codes' titles come
 * from the served code map.
 */
export const drawingWidth = 770;
export const drawingHeight = 584;

export type VisualTab = 'b7' | 'd4' | 'd5';
export const visualTabs: readonly VisualTab[] = ['b7', 'd4', 'd5'];

export interface VisualBubble {
  readonly code: string;
  readonly x: number;
  readonly y: number;
  /** Where a leader line points to on the figure (b7 only). */
  readonly target?: readonly [x: number, y: number];
}

/** Activity scenes sit in a grid; a scene's bubble sits in its top-left corner. */
function gridBubbles(codes: readonly string[], columns: number, rows: number): VisualBubble[] {
  const width = drawingWidth / columns;
  const height = drawingHeight / rows;
  return codes.map((code, index) => ({
    code,
    x: Math.round((index % columns) * width + 52),
    y: Math.round(Math.floor(index / columns) * height + 32),
  }));
}

export const visualBubbles: Readonly<Record<VisualTab, readonly VisualBubble[]>> = {
  b7: [
    { code: 'b710', x: 95, y: 80, target: [342, 155] },
    { code: 'b730', x: 95, y: 165, target: [326, 205] },
    { code: 'b740', x: 95, y: 250, target: [312, 280] },
    { code: 'b720', x: 95, y: 335, target: [362, 292] },
    { code: 'b715', x: 95, y: 420, target: [352, 415] },
    { code: 'b770', x: 95, y: 505, target: [338, 542] },
    { code: 'b755', x: 675, y: 80, target: [420, 170] },
    { code: 'b735', x: 675, y: 165, target: [442, 205] },
    { code: 'b765', x: 675, y: 250, target: [458, 280] },
    { code: 'b760', x: 675, y: 335, target: [467, 328] },
    { code: 'b750', x: 675, y: 420, target: [418, 415] },
    { code: 'b780', x: 675, y: 505, target: [420, 478] },
  ],
  d4: gridBubbles(
    ['d410', 'd415', 'd420', 'd430', 'd440', 'd445', 'd450', 'd455', 'd460', 'd465', 'd470', 'd475'],
    4,
    3,
  ),
  d5: gridBubbles(['d510', 'd520', 'd530', 'd540', 'd550', 'd560', 'd570'], 4, 2),
};
