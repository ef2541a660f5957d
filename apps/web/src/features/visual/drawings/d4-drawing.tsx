import { Figure } from './figure';
import { Prop, SceneGrid } from './scene-grid';

const standing = {
  head: [95, 55],
  parts: [
    [
      [95, 72],
      [95, 120],
    ],
    [
      [95, 80],
      [80, 105],
      [75, 128],
    ],
    [
      [95, 80],
      [110, 105],
      [115, 128],
    ],
    [
      [95, 120],
      [88, 145],
      [86, 172],
    ],
    [
      [95, 120],
      [102, 145],
      [104, 172],
    ],
  ],
} as const;

/** d4 mobility: twelve everyday scenes, one per code, in the bubbles' order. */
export function D4Drawing() {
  return (
    <SceneGrid
      columns={4}
      rows={3}
      scenes={[
        // d410 changing basic body position: sitting up in bed.
        <>
          <Prop>
            <path d="M30 140 H170 M30 140 V170 M170 140 V170 M30 118 V140" />
          </Prop>
          <Figure
            pose={{
              head: [78, 80],
              parts: [
                [
                  [84, 96],
                  [96, 134],
                ],
                [
                  [96, 134],
                  [130, 130],
                  [162, 133],
                ],
                [
                  [86, 104],
                  [104, 118],
                  [118, 130],
                ],
              ],
            }}
          />
          <Prop>
            <path d="M60 122 Q48 96 62 74" />
            <path d="M55 80 L62 72 L68 81" />
          </Prop>
        </>,
        // d415 maintaining a body position: sitting upright on a stool.
        <>
          <Prop>
            <path d="M70 132 H120 M76 132 V170 M114 132 V170" />
          </Prop>
          <Figure
            pose={{
              head: [92, 55],
              parts: [
                [
                  [92, 72],
                  [92, 126],
                ],
                [
                  [92, 126],
                  [128, 127],
                  [130, 170],
                ],
                [
                  [92, 82],
                  [106, 104],
                  [122, 120],
                ],
              ],
            }}
          />
        </>,
        // d420 transferring oneself: from a chair to a bed.
        <>
          <Prop>
            <path d="M25 132 H65 M25 132 V92 M30 132 V170 M62 132 V170" />
            <path d="M122 136 H176 M126 136 V170 M172 136 V170" />
            <path d="M60 78 Q100 48 140 78" />
            <path d="M131 72 L140 79 L130 84" />
          </Prop>
          <Figure
            pose={{
              head: [88, 70],
              parts: [
                [
                  [89, 86],
                  [95, 124],
                ],
                [
                  [95, 124],
                  [90, 148],
                  [92, 172],
                ],
                [
                  [95, 124],
                  [104, 150],
                  [106, 172],
                ],
                [
                  [90, 94],
                  [112, 110],
                  [126, 130],
                ],
              ],
            }}
          />
        </>,
        // d430 lifting and carrying objects: a box held in front.
        <>
          <Figure
            pose={{
              head: standing.head,
              parts: [
                ...standing.parts.slice(0, 1),
                ...standing.parts.slice(3),
                [
                  [95, 80],
                  [110, 100],
                  [116, 108],
                ],
                [
                  [95, 80],
                  [124, 96],
                  [136, 104],
                ],
              ],
            }}
          />
          <Prop>
            <rect x={108} y={96} width={42} height={34} rx={3} />
            <path d="M108 108 H150" />
          </Prop>
        </>,
        // d440 fine hand use: picking up small things at a table.
        <>
          <Prop>
            <path d="M98 122 H176 M168 122 V170 M40 132 H80 M46 132 V170 M76 132 V170" />
          </Prop>
          <Figure
            pose={{
              head: [62, 55],
              parts: [
                [
                  [62, 72],
                  [62, 128],
                ],
                [
                  [62, 128],
                  [96, 130],
                  [98, 170],
                ],
                [
                  [62, 82],
                  [90, 100],
                  [118, 112],
                ],
              ],
            }}
          />
          <g className="visual-accent">
            <circle cx={128} cy={116} r={4} />
            <circle cx={142} cy={116} r={4} />
            <circle cx={154} cy={116} r={4} />
          </g>
        </>,
        // d445 hand and arm use: reaching up to a shelf.
        <>
          <Prop>
            <path d="M118 62 H178 M170 62 V78" />
            <rect x={140} y={40} width={20} height={22} rx={3} />
          </Prop>
          <Figure
            pose={{
              head: standing.head,
              parts: [
                ...standing.parts.slice(0, 2),
                ...standing.parts.slice(3),
                [
                  [95, 80],
                  [114, 62],
                  [132, 50],
                ],
              ],
            }}
          />
        </>,
        // d450 walking.
        <>
          <Figure
            pose={{
              head: [97, 52],
              parts: [
                [
                  [97, 69],
                  [95, 118],
                ],
                [
                  [96, 78],
                  [80, 98],
                  [70, 115],
                ],
                [
                  [96, 78],
                  [110, 100],
                  [122, 112],
                ],
                [
                  [95, 118],
                  [80, 143],
                  [68, 170],
                ],
                [
                  [95, 118],
                  [108, 142],
                  [116, 170],
                ],
              ],
            }}
          />
          <Prop>
            <path d="M36 176 H164" strokeDasharray="2 12" />
          </Prop>
        </>,
        // d455 moving around: climbing stairs.
        <>
          <Prop>
            <path d="M24 172 H66 V150 H98 V128 H130 V106 H176" />
          </Prop>
          <Figure
            pose={{
              head: [100, 44],
              parts: [
                [
                  [100, 60],
                  [98, 102],
                ],
                [
                  [98, 102],
                  [84, 126],
                  [84, 148],
                ],
                [
                  [98, 102],
                  [116, 108],
                  [116, 126],
                ],
                [
                  [99, 68],
                  [88, 88],
                  [84, 100],
                ],
                [
                  [99, 68],
                  [114, 86],
                  [124, 94],
                ],
              ],
            }}
          />
        </>,
        // d460 moving around in different locations: from home to elsewhere.
        <>
          <Prop>
            <path d="M24 172 V112 L58 84 L92 112 V172 Z M48 172 V140 H68 V172" />
            <path d="M96 178 Q118 184 140 178" strokeDasharray="4 8" />
          </Prop>
          <Figure
            size={0.85}
            pose={{
              head: [140, 66],
              parts: [
                [
                  [141, 80],
                  [140, 122],
                ],
                [
                  [141, 88],
                  [128, 104],
                  [121, 118],
                ],
                [
                  [141, 88],
                  [152, 106],
                  [160, 116],
                ],
                [
                  [140, 122],
                  [128, 146],
                  [120, 170],
                ],
                [
                  [140, 122],
                  [150, 146],
                  [157, 170],
                ],
              ],
            }}
          />
        </>,
        // d465 moving around using equipment: a wheelchair.
        <>
          <Prop>
            <circle cx={96} cy={140} r={30} />
            <circle cx={146} cy={166} r={6} />
            <path d="M76 114 H124 M78 114 L74 78 M124 114 L140 150 H154" />
          </Prop>
          <Figure
            pose={{
              head: [86, 50],
              parts: [
                [
                  [85, 66],
                  [90, 110],
                ],
                [
                  [90, 110],
                  [126, 112],
                  [136, 146],
                ],
                [
                  [87, 76],
                  [100, 98],
                  [108, 116],
                ],
              ],
            }}
          />
        </>,
        // d470 using transportation: a bus.
        <>
          <Prop>
            <rect x={22} y={76} width={150} height={76} rx={12} />
            <path d="M22 122 H172" />
            <rect x={36} y={88} width={36} height={24} rx={4} />
            <rect x={84} y={88} width={36} height={24} rx={4} />
            <rect x={132} y={88} width={28} height={24} rx={4} />
            <circle cx={58} cy={158} r={12} />
            <circle cx={138} cy={158} r={12} />
          </Prop>
          <Figure
            size={0.7}
            pose={{
              head: [102, 97],
              parts: [
                [
                  [102, 108],
                  [102, 114],
                ],
                [
                  [94, 114],
                  [110, 114],
                ],
              ],
            }}
          />
        </>,
        // d475 driving: a car.
        <>
          <Prop>
            <path d="M18 150 V126 L48 122 L70 94 H126 L150 122 L174 128 V150 Z" />
            <path d="M76 100 H120 L138 122 H68 Z" />
            <circle cx={54} cy={152} r={14} />
            <circle cx={142} cy={152} r={14} />
          </Prop>
          <Figure
            size={0.7}
            pose={{
              head: [104, 106],
              parts: [
                [
                  [104, 116],
                  [104, 122],
                ],
              ],
            }}
          />
          <Prop>
            <path d="M122 116 L116 104" />
          </Prop>
        </>,
      ]}
    />
  );
}
