// Splits a text into segments by annotation spans (spans may overlap or nest), so it can be drawn
// with one element per segment carrying every span that covers it.
export type SegmentSpan = { id: number; start: number | null; end: number | null };
export type Segment<S extends SegmentSpan> = { start: number; end: number; text: string; spans: S[] };

export function segmentText<S extends SegmentSpan>(text: string, spans: readonly S[]): Segment<S>[] {
  const anchored = spans.filter(
    (s) => s.start !== null && s.end !== null && s.end > s.start && s.start < text.length,
  ) as (S & { start: number; end: number })[];
  const cuts = new Set<number>([0, text.length]);
  for (const s of anchored) {
    cuts.add(Math.max(0, s.start));
    cuts.add(Math.min(text.length, s.end));
  }
  const points = [...cuts].sort((a, b) => a - b);
  const segments: Segment<S>[] = [];
  for (let i = 0; i < points.length - 1; i++) {
    const start = points[i]!;
    const end = points[i + 1]!;
    if (end <= start) continue;
    segments.push({
      start,
      end,
      text: text.slice(start, end),
      spans: anchored.filter((s) => s.start < end && s.end > start),
    });
  }
  return segments;
}

/** The id under which a pending (selected, not yet saved) range is drawn among the spans. */
export const PENDING_ID = -1;

/**
 * Segments for spans plus the pending range, if any (drawn under PENDING_ID); `pending` on each
 * segment says whether the pending range covers it, `spans` keeps only the real spans.
 */
export function segmentWithPending<S extends SegmentSpan>(
  text: string,
  spans: readonly S[],
  pending: { start: number; end: number } | null,
): (Segment<S> & { pending: boolean })[] {
  const all: SegmentSpan[] = pending
    ? [...spans, { id: PENDING_ID, start: pending.start, end: pending.end }]
    : [...spans];
  return segmentText(text, all).map((segment) => ({
    ...segment,
    pending: segment.spans.some((s) => s.id === PENDING_ID),
    spans: segment.spans.filter((s): s is S => s.id !== PENDING_ID),
  }));
}
