// Read-only annotated text: spans of the chosen layers drawn with their highlight classes, each
// highlighted segment labelled (tooltip on hover and focus, aria-label for readers). The text is one
// Tab stop; arrow keys move between its highlighted phrases (roving tabindex).
import { Fragment } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { DISTRESS_INTENSITIES } from '../../../shared/domain/vocabulary';
import type { SpanKind } from '../../../shared/domain/library';
import { useRovingPhrases } from '../a11y/useRovingPhrases';
import { vocab, type Vocab } from '../vocab';
import { annotationClass } from './classes';
import { segmentText } from './segments';
import '../../styles/scenario.css';

export type AnnotationSpan = {
  id: number;
  start: number | null;
  end: number | null;
  kind: SpanKind;
  label: string | null;
};

type Props = {
  text: string;
  spans: readonly AnnotationSpan[];
  /** The span kinds drawn; spans of other kinds are left out. */
  layers: readonly SpanKind[];
  /** 'rtl' | 'ltr' from the text's language, or 'auto' when it is not known. */
  dir: 'rtl' | 'ltr' | 'auto';
  lang?: string;
  className?: string;
  testId?: string;
};

const KIND_ORDER: readonly SpanKind[] = ['distress', 'cultural_signal', 'support'];
const intensityRank = (label: string | null) =>
  label === null ? -1 : DISTRESS_INTENSITIES.indexOf(label as (typeof DISTRESS_INTENSITIES)[number]);

/** One span per kind decides the look (the strongest distress, the first of the others). */
function classesFor(spans: readonly AnnotationSpan[]): string {
  const classes: string[] = [];
  for (const kind of KIND_ORDER) {
    const ofKind = spans.filter((s) => s.kind === kind);
    if (ofKind.length === 0) continue;
    const chosen =
      kind === 'distress'
        ? ofKind.reduce((a, b) => (intensityRank(b.label) > intensityRank(a.label) ? b : a))
        : ofKind[0]!;
    classes.push(annotationClass(chosen.kind, chosen.label));
  }
  return classes.join(' ');
}

/** "Distress: high", in the user's language. */
export function describeSpan(t: TFunction, v: Vocab, kind: SpanKind, label: string | null): string {
  return `${v.spanKind[kind] ?? kind}${t('scenario:annotation.separator')}${v.spanLabel(kind, label)}`;
}

export function AnnotatedText({ text, spans, layers, dir, lang, className, testId }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const visible = spans.filter((s) => layers.includes(s.kind));
  const segments = segmentText(text, visible);
  const roving = useRovingPhrases(segments.filter((s) => s.spans.length > 0).length);
  let phraseIndex = 0;

  const describe = (covering: readonly AnnotationSpan[]): string => {
    const ordered = [...covering].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
    const parts = ordered.map((s) => describeSpan(t, v, s.kind, s.label));
    return [...new Set(parts)].join(t('scenario:annotation.joiner'));
  };

  return (
    <div
      className={`annotated-text ${className ?? ''}`}
      dir={dir}
      lang={lang}
      data-testid={testId}
      {...roving.container}
    >
      {segments.map((segment) => {
        if (segment.spans.length === 0) return <Fragment key={segment.start}>{segment.text}</Fragment>;
        const label = describe(segment.spans);
        return (
          <span
            key={segment.start}
            className={`ann-seg ${classesFor(segment.spans)}`}
            {...roving.item(phraseIndex++)}
            role="group"
            aria-label={label}
            data-tip={label}
          >
            {segment.text}
          </span>
        );
      })}
    </div>
  );
}
