// CSS class names for annotation highlights: distress by intensity, cultural signals by type,
// support strategies by strategy. Colours live in renderer/styles/annotations.css.
const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function annotationClass(kind: string, label: string | null): string {
  if (kind === 'distress') return `ann-distress ann-distress-${label ?? 'unlabelled'}`;
  if (kind === 'cultural_signal') return `ann-signal ann-signal-${label ? slug(label) : 'unlabelled'}`;
  return `ann-support ann-support-${label ? slug(label) : 'unlabelled'}`;
}

/** The highlight classes of a drawn segment: those of the spans covering it, and pendingClass while
 * it is (part of) the selection not yet made into a span. The caller may add its own. */
export function segmentClasses(
  segment: { spans: readonly { kind: string; label: string | null }[]; pending: boolean },
  pendingClass: string,
): Set<string> {
  const classes = new Set(segment.spans.map((s) => annotationClass(s.kind, s.label)));
  if (segment.pending) classes.add(pendingClass);
  return classes;
}
