// CSS class names for annotation highlights: distress by intensity, cultural signals by type,
// support strategies by strategy. Colours live in renderer/styles/annotations.css.
const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-');

export function annotationClass(kind: string, label: string | null): string {
  if (kind === 'distress') return `ann-distress ann-distress-${label ?? 'unlabelled'}`;
  if (kind === 'cultural_signal') return `ann-signal ann-signal-${label ? slug(label) : 'unlabelled'}`;
  return `ann-support ann-support-${label ? slug(label) : 'unlabelled'}`;
}
