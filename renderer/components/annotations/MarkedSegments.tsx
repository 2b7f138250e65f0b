// Draws a segmented text: a segment no span or pending selection covers is plain text (with its
// offset, for selections); the caller draws the marked ones.
import { Fragment, type ReactNode } from 'react';
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
