import { Figure, type Pose } from './figure';
import { Prop, SceneGrid } from './scene-grid';

const trunkAndLegs: Pose['parts'] = [
  [
    [95, 72],
    [95, 120],
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
];

function standingWith(arms: Pose['parts']): Pose {
  return { head: [95, 55], parts: [...trunkAndLegs, ...arms] };
}

const seated: Pose['parts'] = [
  [
    [70, 72],
    [70, 126],
  ],
  [
    [70, 126],
    [104, 128],
    [106, 170],
  ],
];

/** d5 self-care: seven everyday scenes, one per code, in the bubbles' order. */
export function D5Drawing() {
  return (
    <SceneGrid
      columns={4}
      rows={2}
      scenes={[
        // d510 washing oneself: a shower.
        <>
          <Prop>
            <path d="M160 22 V36 H128 M116 42 H140" />
          </Prop>
          <g className="visual-accent-lines">
            <path d="M118 52 L112 66 M128 52 L124 68 M138 52 L136 66" />
          </g>
          <Figure
            pose={standingWith([
              [
                [95, 80],
                [78, 66],
                [86, 50],
              ],
              [
                [95, 80],
                [112, 66],
                [104, 50],
              ],
            ])}
          />
        </>,
        // d520 caring for body parts: brushing teeth at a mirror.
        <>
          <Prop>
            <rect x={128} y={36} width={44} height={70} rx={12} />
            <path d="M120 120 H178" />
          </Prop>
          <Figure
            pose={standingWith([
              [
                [95, 80],
                [80, 105],
                [75, 128],
              ],
              [
                [95, 80],
                [116, 84],
                [108, 62],
              ],
            ])}
          />
          <g className="visual-accent-lines">
            <path d="M108 62 L98 58" />
          </g>
        </>,
        // d530 toileting.
        <>
          <Prop>
            <rect x={126} y={78} width={34} height={46} rx={5} />
            <path d="M52 126 H146 Q144 150 120 156 L116 172 H84 L80 156 Q56 150 52 126 Z" />
          </Prop>
          <Figure
            pose={{
              head: [108, 54],
              parts: [
                [
                  [108, 70],
                  [110, 122],
                ],
                [
                  [110, 122],
                  [70, 124],
                  [64, 170],
                ],
                [
                  [108, 80],
                  [90, 102],
                  [76, 118],
                ],
              ],
            }}
          />
        </>,
        // d540 dressing: putting on a shirt.
        <>
          <Prop>
            <path d="M118 82 L134 72 H160 L176 82 L168 96 L160 92 V130 H134 V92 L126 96 Z" />
          </Prop>
          <Figure
            pose={standingWith([
              [
                [95, 80],
                [80, 105],
                [75, 128],
              ],
              [
                [95, 80],
                [112, 90],
                [126, 88],
              ],
            ])}
          />
        </>,
        // d550 eating: a plate and a spoon at a table.
        <>
          <Prop>
            <path d="M98 122 H176 M168 122 V170 M40 132 H80 M46 132 V170 M76 132 V170" />
            <path d="M124 116 H164" />
          </Prop>
          <Figure
            pose={{
              head: [66, 55],
              parts: [
                ...seated,
                [
                  [70, 82],
                  [96, 92],
                  [84, 66],
                ],
              ],
            }}
          />
          <g className="visual-accent-lines">
            <path d="M84 66 L94 56" />
          </g>
        </>,
        // d560 drinking: a cup.
        <>
          <Figure
            pose={standingWith([
              [
                [95, 80],
                [80, 105],
                [75, 128],
              ],
              [
                [95, 80],
                [116, 94],
                [112, 72],
              ],
            ])}
          />
          <Prop>
            <path d="M106 54 H124 L121 76 H109 Z" />
          </Prop>
        </>,
        // d570 looking after one's health: a heart and a pill box.
        <>
          <Figure
            pose={standingWith([
              [
                [95, 80],
                [80, 105],
                [75, 128],
              ],
              [
                [95, 80],
                [114, 98],
                [126, 104],
              ],
            ])}
          />
          <path
            className="visual-heart"
            d="M148 70 C148 60 134 58 134 68 C134 76 148 84 148 88 C148 84 162 76 162 68 C162 58 148 60 148 70 Z"
          />
          <Prop>
            <rect x={124} y={100} width={34} height={18} rx={9} />
            <path d="M141 100 V118" />
          </Prop>
        </>,
      ]}
    />
  );
}
