import { visualBubbles } from '../visual-bubbles';

const joints: readonly (readonly [number, number])[] = [
  [342, 155],
  [428, 155],
  [318, 235],
  [452, 235],
  [362, 292],
  [408, 292],
  [352, 415],
  [418, 415],
  [348, 535],
  [422, 535],
];

/** b7 neuromusculoskeletal and movement functions: a standing figure, its joints marked, leader lines to bubbles. */
export function B7Drawing() {
  return (
    <>
      <ellipse cx={385} cy={556} rx={120} ry={14} className="visual-ground" />
      <g className="visual-leaders">
        {visualBubbles.b7.map((bubble) =>
          bubble.target ? (
            <g key={bubble.code}>
              <line x1={bubble.x} y1={bubble.y} x2={bubble.target[0]} y2={bubble.target[1]} />
              <circle cx={bubble.target[0]} cy={bubble.target[1]} r={5} />
            </g>
          ) : null,
        )}
      </g>
      <g className="visual-body" strokeLinecap="round" strokeLinejoin="round">
        <circle cx={385} cy={78} r={40} />
        <line x1={385} y1={112} x2={385} y2={142} strokeWidth={26} />
        <path d="M335 145 Q385 132 435 145 L425 290 Q385 305 345 290 Z" />
        <polyline points="342,155 318,235 305,315" strokeWidth={26} fill="none" />
        <polyline points="428,155 452,235 465,315" strokeWidth={26} fill="none" />
        <circle cx={303} cy={328} r={15} />
        <circle cx={467} cy={328} r={15} />
        <polyline points="362,292 352,415 348,535 324,548" strokeWidth={30} fill="none" />
        <polyline points="408,292 418,415 422,535 446,548" strokeWidth={30} fill="none" />
      </g>
      <g className="visual-joints">
        {joints.map(([x, y]) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r={7} />
        ))}
      </g>
    </>
  );
}
