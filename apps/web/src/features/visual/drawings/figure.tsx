export type Point = readonly [x: number, y: number];

/** A pose: the head's centre and the body's parts as polylines (trunk, arms, legs), in drawing units. */
export interface Pose {
  readonly head: Point;
  readonly parts: readonly (readonly Point[])[];
}

interface FigureProps {
  pose: Pose;
  /** The scale of the figure: head radius and limb width follow it. */
  size?: number;
  colour?: string;
}

/** A simple rounded human figure, drawn for this project. */
export function Figure({ pose, size = 1, colour = 'var(--visual-figure)' }: FigureProps) {
  return (
    <g
      className="visual-figure"
      stroke={colour}
      strokeWidth={12 * size}
      strokeLinecap="round"
      strokeLinejoin="round"
      fill="none"
    >
      {pose.parts.map((part, index) => (
        <polyline key={index} points={part.map(([x, y]) => `${x},${y}`).join(' ')} />
      ))}
      <circle cx={pose.head[0]} cy={pose.head[1]} r={13 * size} fill={colour} stroke="none" />
    </g>
  );
}
