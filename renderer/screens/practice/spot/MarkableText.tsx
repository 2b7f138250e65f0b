// The post without expert annotations: the trainee's marks drawn with the annotation colours and the
// words just selected (mouse or keyboard selection) held as a pending selection until marked.
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { annotationClass } from '../../../components/annotations/classes';
import { segmentText } from '../../../components/annotations/segments';
import { vocab } from '../../../components/vocab';
import { selectionRange, type TextRange } from '../../editor/annotations/selectionOffsets';
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
};

const PENDING = -1;

export function MarkableText({ text, marks, pending, dir, lang, label, describedBy, onRange }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const ref = useRef<HTMLDivElement>(null);

  const segments = useMemo(() => {
    const spans: { id: number; start: number; end: number; mark: Mark | null }[] = marks.map((mark, index) => ({
      id: index,
      start: mark.start,
      end: mark.end,
      mark,
    }));
    if (pending) spans.push({ id: PENDING, start: pending.start, end: pending.end, mark: null });
    return segmentText(text, spans);
  }, [text, marks, pending]);

  // A drag may end outside the text; a keyboard selection (caret browsing) ends when Shift is released.
  const capture = useEffectEvent(() => {
    const container = ref.current;
    if (!container) return;
    const selection = window.getSelection();
    const range = selectionRange(container, selection, text);
    if (!range) return;
    selection?.removeAllRanges();
    onRange(range);
  });
  useEffect(() => {
    const onUp = () => capture();
    const onKeyUp = (event: KeyboardEvent) => {
      if (event.key === 'Shift') capture();
    };
    document.addEventListener('mouseup', onUp);
    document.addEventListener('keyup', onKeyUp);
    return () => {
      document.removeEventListener('mouseup', onUp);
      document.removeEventListener('keyup', onKeyUp);
    };
  }, []);

  return (
    <div
      ref={ref}
      className="annotated-text pr-markable scenario-post-text"
      dir={dir}
      lang={lang}
      tabIndex={0}
      role="group"
      aria-label={label}
      aria-describedby={describedBy}
      data-testid="spot-text"
    >
      {segments.map((segment) => {
        const covering = segment.spans.flatMap((s) => (s.mark ? [s.mark] : []));
        const isPending = segment.spans.some((s) => s.id === PENDING);
        if (covering.length === 0 && !isPending)
          return (
            <span key={segment.start} data-start={segment.start}>
              {segment.text}
            </span>
          );
        const classes = new Set(covering.map((m) => annotationClass(m.kind, m.label)));
        if (isPending) classes.add('pr-pending');
        const tip = covering
          .map((m) => `${v.spanKind[m.kind]}${t('scenario:annotation.separator')}${v.spanLabel(m.kind, m.label)}`)
          .join(t('scenario:annotation.joiner'));
        return (
          <span
            key={segment.start}
            data-start={segment.start}
            className={[...classes].join(' ')}
            title={tip || undefined}
            data-marked={covering.length > 0 ? 'true' : undefined}
          >
            {segment.text}
          </span>
        );
      })}
    </div>
  );
}
