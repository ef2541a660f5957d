import type { ReactNode } from 'react';
import { drawingHeight, drawingWidth } from '../visual-bubbles';

/** Scenes drawn in a 190×190 box each, laid out in a grid over the drawing (the bubbles use the same grid). */
export function SceneGrid({
  columns,
  rows,
  scenes,
}: {
  columns: number;
  rows: number;
  scenes: readonly ReactNode[];
}) {
  const width = drawingWidth / columns;
  const height = drawingHeight / rows;
  return (
    <>
      {scenes.map((scene, index) => {
        const x = (index % columns) * width;
        const y = Math.floor(index / columns) * height;
        return (
          <g key={index} transform={`translate(${x} ${y})`}>
            <rect x={4} y={4} width={width - 8} height={height - 8} rx={16} className="visual-scene" />
            <g transform={`translate(${(width - 190) / 2} ${(height - 190) / 2 + 10})`}>{scene}</g>
          </g>
        );
      })}
    </>
  );
}

/** Furniture, vehicles and objects: neutral outlines behind the figure. */
export function Prop({ children }: { children: ReactNode }) {
  return (
    <g className="visual-prop" fill="none" strokeWidth={5} strokeLinecap="round" strokeLinejoin="round">
      {children}
    </g>
  );
}
