// The trainee's reply or critique with the supervisor's comments drawn as numbered highlights (the
// number sits in CSS so selections keep plain text offsets). With onRange, selecting words (mouse or
// keyboard) reports their offsets in the text, held as a pending highlight until commented.
import { useMemo, useRef } from 'react';
import type { ReviewComment } from '../../../shared/domain/review';
import { segmentWithPending } from '../../components/annotations/segments';
import { MarkedSegments } from '../../components/annotations/MarkedSegments';
import { useSelectionCapture } from '../../components/annotations/useSelectionCapture';
import type { TextRange } from '../editor/annotations/selectionOffsets';
import { textLangAttrs } from '../../../shared/i18n/text-language';

type Props = {
  text: string;
  comments: readonly ReviewComment[];
  numbers: ReadonlyMap<number, number>;
  label: string;
  testId: string;
  pending?: TextRange | null;
  activeId?: number | null;
  onActivate?: (commentId: number) => void;
  onRange?: (range: TextRange) => void;
};

export function CommentedText({
  text,
  comments,
  numbers,
  label,
  testId,
  pending = null,
  activeId = null,
  onActivate,
  onRange,
}: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const selectable = onRange !== undefined;

  const segments = useMemo(() => segmentWithPending(text, comments, pending), [text, comments, pending]);

  /** The segment where each comment ends carries its number. */
  const endings = useMemo(() => {
    const map = new Map<number, number[]>();
    for (const c of comments) {
      const last = segments.findLast((s) => s.spans.some((x) => x.id === c.id));
      if (last) map.set(last.start, [...(map.get(last.start) ?? []), numbers.get(c.id) ?? 0]);
    }
    return map;
  }, [comments, segments, numbers]);

  useSelectionCapture(ref, text, onRange, { enabled: selectable });

  const byId = new Map(comments.map((c) => [c.id, c]));

  return (
    <div
      ref={ref}
      className={`rv-text pr-final-text${selectable ? ' is-selectable' : ''}`}
      {...textLangAttrs(text)}
      tabIndex={selectable ? 0 : undefined}
      role={selectable ? 'group' : undefined}
      aria-label={label}
      data-testid={testId}
    >
      <MarkedSegments
        segments={segments}
        marked={(segment) => {
          const covering = segment.spans.map((s) => byId.get(s.id)!);
          const isPending = segment.pending;
          const ends = endings.get(segment.start);
          const classes = ['rv-hl'];
          if (covering.length === 0) classes.push('is-pending-only');
          if (covering.length > 1) classes.push('is-overlap');
          if (isPending) classes.push('rv-pending');
          if (covering.some((c) => c.id === activeId)) classes.push('is-active');
          const first = covering[0];
          return (
            <span
              key={segment.start}
              data-start={segment.start}
              className={classes.join(' ')}
              data-num={ends ? ends.join(',') : undefined}
              title={covering.map((c) => `${numbers.get(c.id) ?? ''}. ${c.body}`).join('\n') || undefined}
              data-comment={covering.length > 0 ? 'true' : undefined}
              onClick={first && onActivate ? () => onActivate(first.id) : undefined}
            >
              {segment.text}
            </span>
          );
        }}
      />
    </div>
  );
}
