// The post without expert annotations: the trainee's marks drawn with the annotation colours and the
// words just selected (mouse or keyboard selection) held as a pending selection until marked.
// Keyboard: the text is one Tab stop with a word cursor. Arrows move it word by word (in reading
// order, so the left arrow reads on in right-to-left text), Shift+arrows extend the selection, Home
// and End jump to the ends, Enter goes to the mark buttons, Escape clears the selection.
import { forwardRef, useImperativeHandle, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent as ReactKeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { segmentWithPending } from '../../../components/annotations/segments';
import { HighlightedSegments } from '../../../components/annotations/MarkedSegments';
import { selectableTextProps, useSelectionCapture } from '../../../components/annotations/useSelectionCapture';
import { vocab } from '../../../components/vocab';
import type { TextRange } from '../../editor/annotations/selectionOffsets';
import { wordAt, wordSpan, wordStops } from '../../../../shared/practice/word-stops';
import { rovingTarget } from '../../../components/a11y/roving';
import type { Mark } from './marks';

type Props = {
  text: string;
  marks: readonly Mark[];
  pending: TextRange | null;
  dir: 'ltr' | 'rtl';
  lang: string;
  label: string;
  describedBy: string;
  onRange: (range: TextRange) => void;
  /** Escape: drop the pending selection. */
  onClear: () => void;
  /** Enter with words selected: go on to choosing what they signal. */
  onConfirm: () => void;
};

export type MarkableTextHandle = { focus: () => void };

export const MarkableText = forwardRef<MarkableTextHandle, Props>(function MarkableText(
  { text, marks, pending, dir, lang, label, describedBy, onRange, onClear, onConfirm },
  handle,
) {
  const { t } = useTranslation();
  const v = vocab(t);
  const ref = useRef<HTMLDivElement>(null);
  useImperativeHandle(handle, () => ({ focus: () => ref.current?.focus() }), []);
  const stops = useMemo(() => wordStops(text, lang), [text, lang]);
  /** The word cursor and, while Shift extends a selection, the word it started from. */
  const [cursor, setCursor] = useState<number | null>(null);
  const [anchor, setAnchor] = useState<number | null>(null);
  /** The last selection the cursor made: a different pending one came from the mouse or Find. */
  const made = useRef<TextRange | null>(null);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    if (event.key === 'Escape' && pending) {
      event.preventDefault();
      setAnchor(null);
      return onClear();
    }
    if ((event.key === 'Enter' || event.key === ' ') && pending) {
      event.preventDefault();
      return onConfirm();
    }
    const ours = pending === null || (pending.start === made.current?.start && pending.end === made.current.end);
    const start = ours ? cursor : wordAt(stops, pending.start);
    const held = ours ? anchor : null;
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const moved = rovingTarget(event.key, start ?? 0, stops.length, rtl);
    // Without a cursor yet, an arrow puts it on the first word; Home and End go to the ends.
    const next = start === null && moved !== null && event.key.startsWith('Arrow') ? 0 : moved;
    if (next === null) return;
    event.preventDefault();
    const from = event.shiftKey ? (held ?? start ?? next) : next;
    setCursor(next);
    setAnchor(event.shiftKey ? from : null);
    const range = wordSpan(stops, from, next);
    made.current = range;
    if (range) onRange(range);
  };

  const segments = useMemo(
    () =>
      segmentWithPending(
        text,
        marks.map((mark, index) => ({ ...mark, id: index })),
        pending,
      ),
    [text, marks, pending],
  );
  useSelectionCapture(ref, text, onRange);

  return (
    <div
      ref={ref}
      onKeyDown={onKeyDown}
      className="annotated-text pr-markable scenario-post-text"
      {...selectableTextProps({ dir, lang, label, describedBy })}
      data-testid="spot-text"
    >
      <HighlightedSegments
        segments={segments}
        pendingClass="pr-pending"
        marked={(segment, classes) => {
          const tip = segment.spans
            .map((m) => `${v.spanKind[m.kind]}${t('scenario:annotation.separator')}${v.spanLabel(m.kind, m.label)}`)
            .join(t('scenario:annotation.joiner'));
          return (
            <span
              key={segment.start}
              data-start={segment.start}
              className={[...classes].join(' ')}
              title={tip || undefined}
              data-marked={segment.spans.length > 0 ? 'true' : undefined}
            >
              {segment.text}
            </span>
          );
        }}
      />
    </div>
  );
});
