// The value label at the outer end of a horizontal bar: beyond the end away from zero, on the left
// when the axis runs right to left (Arabic, Hebrew) or the value is negative, so it never sits on the
// category axis or inside a short bar. For a LabelList's `content`.
import type { LabelProps } from 'recharts';

const GAP = 5;

type Box = { x?: number; y?: number; width?: number; height?: number };

export function barEndLabel(rtl: boolean, text: (value: number) => string, fill = '#3b4248', fontSize = 12) {
  function BarEndLabel(props: LabelProps) {
    const { value } = props;
    const box = (props.viewBox ?? {}) as Box;
    if (typeof value !== 'number' || box.x === undefined || box.y === undefined) return null;
    const x = box.x;
    const width = box.width ?? 0;
    const middle = box.y + (box.height ?? 0) / 2;
    const rightward = value >= 0 !== rtl;
    const edge = rightward ? Math.max(x, x + width) + GAP : Math.min(x, x + width) - GAP;
    return (
      <text
        x={edge}
        y={middle}
        textAnchor={rightward ? 'start' : 'end'}
        dominantBaseline="central"
        fill={fill}
        fontSize={fontSize}
      >
        {text(value)}
      </text>
    );
  }
  return BarEndLabel;
}
