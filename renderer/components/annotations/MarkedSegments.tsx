// Draws a segmented text: a segment no span or pending selection covers is plain text (with its
// offset, for selections); the caller draws the marked ones. HighlightedSegments hands the caller
// each marked segment's annotation colours too (the editor's text, the trainee's markable post).
import { Fragment, type ReactNode } from 'react';
import { segmentClasses } from './classes';
import type { Segment, SegmentSpan } from './segments';

type Props<S extends SegmentSpan> = {
  segments: readonly (Segment<S> & { pending: boolean })[];
  marked: (segment: Segment<S> & { pending: boolean }) => ReactNode;
};

export function MarkedSegments<S extends SegmentSpan>({ segments, marked }: Props<S>) {
  return segments.map((segment) =>
    segment.spans.length === 0 && !segment.pending ? (
      <span key={segment.start} data-start={segment.start}>
        {segment.text}
      </span>
    ) : (
      <Fragment key={segment.start}>{marked(segment)}</Fragment>
    ),
  );
}

type Highlight = SegmentSpan & { kind: string; label: string | null };

type HighlightProps<S extends Highlight> = {
  segments: readonly (Segment<S> & { pending: boolean })[];
  /** Added to the classes of a segment in the selection not yet made into a span. */
  pendingClass: string;
  /** Draws a marked segment, given its highlight classes (the caller may add its own). */
  marked: (segment: Segment<S> & { pending: boolean }, classes: Set<string>) => ReactNode;
};

export function HighlightedSegments<S extends Highlight>({ segments, pendingClass, marked }: HighlightProps<S>) {
  return (
    <MarkedSegments segments={segments} marked={(segment) => marked(segment, segmentClasses(segment, pendingClass))} />
  );
}
