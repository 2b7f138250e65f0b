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
