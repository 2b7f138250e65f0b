// The target text with its spans highlighted; a mouse or keyboard selection becomes a text range, a click or Enter selects a span.
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Span } from '../../../../shared/domain/library';
import { segmentWithPending } from '../../../components/annotations/segments';
import { HighlightedSegments } from '../../../components/annotations/MarkedSegments';
import { selectableTextProps, useSelectionCapture } from '../../../components/annotations/useSelectionCapture';
import { vocab } from '../../../components/vocab';
import type { TextRange } from './selectionOffsets';
import type { AnnotationTarget } from './targets';

type Props = {
  /** The text, its spans, direction and language, and its accessible name (e.g. "Text: Post"). */
  target: AnnotationTarget;
  selectedId: number | null;
  pending: TextRange | null;
  describedBy: string;
  onRange: (range: TextRange) => void;
  onSpan: (id: number | null) => void;
};

const length = (s: Span) => (s.end ?? 0) - (s.start ?? 0);

export function AnnotatedText({ target, selectedId, pending, describedBy, onRange, onSpan }: Props) {
  const { text, spans, dir, lang, label } = target;
  const { t } = useTranslation();
  const v = vocab(t);
  const ref = useRef<HTMLDivElement>(null);
  const baseId = useId();
  /** Set when a drag just produced a range, so the click that ends it does not also select a span. */
  const justSelected = useRef(false);

  const segments = useMemo(() => segmentWithPending(text, spans, pending), [text, spans, pending]);

  // A drag that just produced a range: the click that ends it does not also select a span.
  useSelectionCapture(
    ref,
    text,
    (range) => {
      justSelected.current = true;
      onRange(range);
    },
    {
      onPress: () => {
        justSelected.current = false;
      },
    },
  );

  // A span chosen in the side list is scrolled into view in the text.
  useEffect(() => {
    if (selectedId === null) return;
    ref.current?.querySelector(`[data-spans~="${selectedId}"]`)?.scrollIntoView({ block: 'nearest' });
  }, [selectedId]);

  /** The shortest span covering a point; clicking again moves on to the next one that overlaps it. */
  const pick = (ids: number[]): number | null => {
    const covering = spans.filter((s) => ids.includes(s.id)).sort((a, b) => length(a) - length(b));
    if (covering.length === 0) return null;
    const at = covering.findIndex((s) => s.id === selectedId);
    return covering[(at + 1) % covering.length]!.id;
  };

  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (justSelected.current) {
      justSelected.current = false;
      return;
    }
    if (window.getSelection()?.isCollapsed === false) return;
    const segment = (event.target as Element).closest<HTMLElement>('[data-spans]');
    onSpan(segment ? pick(segment.dataset.spans!.split(' ').map(Number)) : null);
  };

  // Keyboard: the text is one tab stop; arrow keys move between annotated phrases (aria-activedescendant), Enter opens one.
  // (Focusable phrases would stop a mouse drag that starts on them from selecting text.)
  const ordered = useMemo(
    () =>
      spans
        .filter((s) => s.start !== null && s.start < text.length)
        .sort((a, b) => a.start! - b.start! || length(b) - length(a)),
    [spans, text],
  );
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = ordered.find((s) => s.id === activeId) ?? null;
  const activeDomId = active ? `${baseId}-${active.start}` : undefined;

  useEffect(() => {
    if (activeDomId) document.getElementById(activeDomId)?.scrollIntoView({ block: 'nearest' });
  }, [activeDomId]);

  const onFocus = () => {
    if (!active) setActiveId(selectedId ?? ordered[0]?.id ?? null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const at = active ? ordered.indexOf(active) : -1;
    const go = (index: number) => setActiveId(ordered[Math.max(0, Math.min(ordered.length - 1, index))]?.id ?? null);
    const forward = event.key === 'ArrowDown' || event.key === (rtl ? 'ArrowLeft' : 'ArrowRight');
    const backward = event.key === 'ArrowUp' || event.key === (rtl ? 'ArrowRight' : 'ArrowLeft');
    if (forward) go(at + 1);
    else if (backward) go(at < 0 ? ordered.length - 1 : at - 1);
    else if (event.key === 'Home') go(0);
    else if (event.key === 'End') go(ordered.length - 1);
    else if ((event.key === 'Enter' || event.key === ' ') && active) onSpan(active.id);
    else if (event.key === 'Escape') onSpan(null);
    else return;
    event.preventDefault();
  };

  return (
    <div
      ref={ref}
      className="ed-text"
      {...selectableTextProps({ dir, lang, label, describedBy })}
      aria-activedescendant={activeDomId}
      onClick={onClick}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      data-testid="editor-text"
    >
      <HighlightedSegments
        segments={segments}
        pendingClass="ed-pending"
        marked={(segment, classes) => {
          const covering = segment.spans;
          if (covering.length > 0) classes.add('ed-seg');
          if (covering.some((s) => s.id === selectedId)) classes.add('ed-selected');
          if (active && covering.includes(active)) classes.add('ed-active');
          const starting = covering.filter((s) => s.start === segment.start).sort((a, b) => length(a) - length(b))[0];
          const describe = (s: Span) => `${v.spanKind[s.kind]}: ${v.spanLabel(s.kind, s.label)}`;
          return (
            <span
              key={segment.start}
              id={starting ? `${baseId}-${segment.start}` : undefined}
              className={[...classes].join(' ')}
              data-start={segment.start}
              data-spans={covering.length > 0 ? covering.map((s) => s.id).join(' ') : undefined}
              data-focus-span={starting?.id}
              role={starting ? 'button' : undefined}
              aria-label={
                starting
                  ? t('editor:annotations.spanName', { phrase: starting.phrase, label: describe(starting) })
                  : undefined
              }
              title={covering.map(describe).join('\n') || undefined}
            >
              {segment.text}
            </span>
          );
        }}
      />
    </div>
  );
}
