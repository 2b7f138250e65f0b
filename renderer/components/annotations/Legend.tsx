// Read-only legend for annotated text: one swatch per label actually present, with its count,
// grouped by span kind (distress, cultural signals, support strategies).
import { useTranslation } from 'react-i18next';
import { LABELS_BY_KIND, type SpanKind } from '../../../shared/domain/library';
import { vocab } from '../vocab';
import { annotationClass } from './classes';
import '../../styles/scenario.css';

export type LegendSpan = { kind: SpanKind; label: string | null };

type Props = {
  spans: readonly LegendSpan[];
  /** The groups to list, in this order; kinds without spans are left out. */
  kinds: readonly SpanKind[];
  /** Kinds whose layer is switched off: listed, but dimmed. */
  dimmed?: readonly SpanKind[];
  /** Accessible name of the legend. */
  label: string;
  testId?: string;
  className?: string;
};

type Entry = { label: string | null; count: number };

/** Counts per label in the vocabulary's order; unlabelled spans last; unknown labels after the known. */
export function countLabels(spans: readonly LegendSpan[], kind: SpanKind): Entry[] {
  const counts = new Map<string | null, number>();
  for (const s of spans) if (s.kind === kind) counts.set(s.label, (counts.get(s.label) ?? 0) + 1);
  const known = LABELS_BY_KIND[kind];
  const order = (label: string | null) =>
    label === null ? Number.MAX_SAFE_INTEGER : known.includes(label) ? known.indexOf(label) : known.length;
  return [...counts].map(([label, count]) => ({ label, count })).sort((a, b) => order(a.label) - order(b.label));
}

export function Legend({ spans, kinds, dimmed = [], label, testId, className }: Props) {
  const { t } = useTranslation();
  const v = vocab(t);
  const groups = kinds.map((kind) => ({ kind, entries: countLabels(spans, kind) })).filter((g) => g.entries.length > 0);
  if (groups.length === 0) return null;
  return (
    <div className={`ann-legend ${className ?? ''}`} role="group" aria-label={label} data-testid={testId}>
      {groups.map(({ kind, entries }) => (
        <div key={kind} className={`ann-legend-group${dimmed.includes(kind) ? ' is-dimmed' : ''}`}>
          <span className="ann-legend-title">{v.spanKind[kind]}</span>
          <ul className="bare-list ann-legend-list">
            {entries.map((entry) => (
              <li key={entry.label ?? ''} className="ann-legend-item" data-label={entry.label ?? ''}>
                <span className={`legend-swatch ${annotationClass(kind, entry.label)}`} aria-hidden="true">
                  {'\u2003\u2003'}
                </span>
                <span className="ann-legend-label">{v.spanLabel(kind, entry.label)}</span>
                <span className="ann-legend-count">{entry.count}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
