// Scores a trainee's spotted signals against the expert post annotations (types, then the scorer).
//
// Matching rule (MATCH_RULE): a mark and an expert span match only when they have the SAME kind and
//   1. their shared characters cover at least half of the SHORTER of the two (MIN_OVERLAP = 0.5), so
//      marking the key phrase inside a long expert sentence counts, and so does a mark a little wider
//      than the span; and
//   2. at least a third of the MARK lies on the expert span (MIN_MARK_SHARE = 1/3). The rule is
//      deliberately asymmetric: a short mark inside a long expert span is always fine (all of the mark
//      is on the span), but a sweeping mark (a whole paragraph) does not "find" the short spans it
//      swallows: a mark may be at most three times as long as the span it is credited with.
// Pairing is one-to-one and greedy: among all pairs that satisfy the rule, the pair with the largest
// intersection-over-union is taken first (ties: more shared characters, then text order), so a tight
// mark wins a span over a looser one competing for it. Only expert spans of kind distress or
// cultural_signal on the post (responseId null) with offsets count; phrase-only spans are ignored.
import type { Span } from '../domain/library';
import type { SignalMark } from '../domain/practice';

export type SpotKind = 'distress' | 'cultural_signal';

export type SpotKindScore = {
  /** Expert spans of this kind (with offsets) and trainee marks of this kind. */
  expert: number;
  marked: number;
  /** One-to-one pairs of a mark and an expert span that overlap enough (see MATCH_RULE). */
  matched: number;
  /** null when there is nothing to divide by (no marks, no expert spans). */
  precision: number | null;
  recall: number | null;
  f1: number | null;
  /** Share of matched pairs whose label (intensity or signal type) agrees; null with no matches. */
  labelAgreement: number | null;
};

export type SpotOutcome = 'found' | 'missed' | 'added';

export type SpotMatch = {
  outcome: SpotOutcome;
  kind: SpotKind;
  /** The expert span (found, missed) and the trainee's mark (found, added). */
  expertSpanId: number | null;
  markId: number | null;
  expertLabel: string | null;
  markLabel: string | null;
  /** For found pairs: do the labels agree? */
  labelMatches: boolean | null;
  /** For found pairs: shared characters / characters of the shorter span (0-1). */
  overlap: number | null;
  start: number;
  end: number;
};

export type SpotScore = {
  distress: SpotKindScore;
  cultural_signal: SpotKindScore;
  /** Both kinds pooled. */
  overall: SpotKindScore;
  /** Every expert span and every mark once, in text order. */
  matches: SpotMatch[];
};

/** Share of the shorter of mark and expert span that their shared characters must cover. */
export const MIN_OVERLAP = 0.5;
/** Share of the mark that must lie on the expert span (rejects sweeping marks). */
export const MIN_MARK_SHARE = 1 / 3;
/** The matching rule as data (see the header comment). */
export const MATCH_RULE = { minOverlapOfShorter: MIN_OVERLAP, minShareOfMark: MIN_MARK_SHARE } as const;

export const SPOT_KINDS: readonly SpotKind[] = ['distress', 'cultural_signal'];

export type ScoredMark = Pick<SignalMark, 'id' | 'start' | 'end' | 'kind' | 'label'>;
type ExpertSpan = { id: number; start: number; end: number; kind: SpotKind; label: string | null };
type Candidate = { expert: ExpertSpan; mark: ScoredMark; shared: number; iou: number; overlap: number };
type Pair = { expert: ExpertSpan; mark: ScoredMark; overlap: number };

const isSpotKind = (kind: string): kind is SpotKind => (SPOT_KINDS as readonly string[]).includes(kind);

/** Shared characters of [aStart, aEnd) and [bStart, bEnd). */
const sharedChars = (aStart: number, aEnd: number, bStart: number, bEnd: number): number =>
  Math.max(0, Math.min(aEnd, bEnd) - Math.max(aStart, bStart));

/** The candidate pair when mark and span satisfy MATCH_RULE, otherwise null. */
function candidate(expert: ExpertSpan, mark: ScoredMark): Candidate | null {
  if (expert.kind !== mark.kind) return null;
  const expertLength = expert.end - expert.start;
  const markLength = mark.end - mark.start;
  if (expertLength <= 0 || markLength <= 0) return null;
  const shared = sharedChars(expert.start, expert.end, mark.start, mark.end);
  if (shared === 0) return null;
  const overlap = shared / Math.min(expertLength, markLength);
  if (overlap < MIN_OVERLAP || shared / markLength < MIN_MARK_SHARE) return null;
  return { expert, mark, shared, overlap, iou: shared / (expertLength + markLength - shared) };
}

/** Greedy one-to-one pairing: best intersection-over-union first. */
function pairUp(experts: readonly ExpertSpan[], marks: readonly ScoredMark[]): Pair[] {
  const candidates = experts.flatMap((e) =>
    marks.map((m) => candidate(e, m)).filter((c): c is Candidate => c !== null),
  );
  candidates.sort(
    (a, b) =>
      b.iou - a.iou ||
      b.shared - a.shared ||
      a.expert.start - b.expert.start ||
      a.mark.start - b.mark.start ||
      a.expert.id - b.expert.id ||
      a.mark.id - b.mark.id,
  );
  const usedExperts = new Set<ExpertSpan>();
  const usedMarks = new Set<ScoredMark>();
  const pairs: Pair[] = [];
  for (const c of candidates) {
    if (usedExperts.has(c.expert) || usedMarks.has(c.mark)) continue;
    usedExperts.add(c.expert);
    usedMarks.add(c.mark);
    pairs.push({ expert: c.expert, mark: c.mark, overlap: c.overlap });
  }
  return pairs;
}

/** Label agreement of a pair; null when the expert gave no label (nothing to agree with). */
const labelsAgree = (pair: Pair): boolean | null =>
  pair.expert.label === null ? null : pair.expert.label === pair.mark.label;

function kindScore(expert: number, marked: number, pairs: readonly Pair[]): SpotKindScore {
  const matched = pairs.length;
  const precision = marked === 0 ? null : matched / marked;
  const recall = expert === 0 ? null : matched / expert;
  const f1 =
    precision === null || recall === null ? null : matched === 0 ? 0 : (2 * precision * recall) / (precision + recall);
  const judged = pairs.map(labelsAgree).filter((a): a is boolean => a !== null);
  const labelAgreement = judged.length === 0 ? null : judged.filter(Boolean).length / judged.length;
  return { expert, marked, matched, precision, recall, f1, labelAgreement };
}

const OUTCOME_ORDER: Record<SpotOutcome, number> = { found: 0, missed: 1, added: 2 };

/**
 * Scores a trainee's marks against the expert post spans (see MATCH_RULE in the header comment).
 * Found pairs are reported at the expert span's offsets, missed spans at theirs, added marks at the mark's.
 */
export function scoreSpotting(expert: readonly Span[], marks: readonly ScoredMark[]): SpotScore {
  const experts: ExpertSpan[] = [];
  for (const s of expert) {
    if (s.responseId !== null || s.start === null || s.end === null || s.end <= s.start || !isSpotKind(s.kind))
      continue;
    experts.push({ id: s.id, start: s.start, end: s.end, kind: s.kind, label: s.label });
  }
  const pairs = SPOT_KINDS.flatMap((kind) =>
    pairUp(
      experts.filter((e) => e.kind === kind),
      marks.filter((m) => m.kind === kind),
    ),
  );
  const pairedExperts = new Set(pairs.map((p) => p.expert));
  const pairedMarks = new Set(pairs.map((p) => p.mark));

  const matches: SpotMatch[] = [
    ...pairs.map((p): SpotMatch => ({
      outcome: 'found',
      kind: p.expert.kind,
      expertSpanId: p.expert.id,
      markId: p.mark.id,
      expertLabel: p.expert.label,
      markLabel: p.mark.label,
      labelMatches: labelsAgree(p),
      overlap: p.overlap,
      start: p.expert.start,
      end: p.expert.end,
    })),
    ...experts
      .filter((e) => !pairedExperts.has(e))
      .map((e): SpotMatch => ({
        outcome: 'missed',
        kind: e.kind,
        expertSpanId: e.id,
        markId: null,
        expertLabel: e.label,
        markLabel: null,
        labelMatches: null,
        overlap: null,
        start: e.start,
        end: e.end,
      })),
    ...marks
      .filter((m) => !pairedMarks.has(m))
      .map((m): SpotMatch => ({
        outcome: 'added',
        kind: m.kind,
        expertSpanId: null,
        markId: m.id,
        expertLabel: null,
        markLabel: m.label,
        labelMatches: null,
        overlap: null,
        start: m.start,
        end: m.end,
      })),
  ];
  matches.sort(
    (a, b) =>
      a.start - b.start ||
      a.end - b.end ||
      OUTCOME_ORDER[a.outcome] - OUTCOME_ORDER[b.outcome] ||
      (a.expertSpanId ?? a.markId ?? 0) - (b.expertSpanId ?? b.markId ?? 0),
  );

  const byKind = (kind: SpotKind): SpotKindScore =>
    kindScore(
      experts.filter((e) => e.kind === kind).length,
      marks.filter((m) => m.kind === kind).length,
      pairs.filter((p) => p.expert.kind === kind),
    );
  return {
    distress: byKind('distress'),
    cultural_signal: byKind('cultural_signal'),
    overall: kindScore(experts.length, marks.length, pairs),
    matches,
  };
}
