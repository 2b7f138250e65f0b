// Scores a trainee's spotted signals against the expert post annotations (types, then the scorer).
//
// Matching rule (MATCH_RULE): a mark and an expert span match only when they have the SAME kind and
//   1. the mark is meaningful on its own: their shared part covers at least a third of the expert
//      span (MIN_SHARE_OF_SPAN), or at least three whole words of it (MIN_WHOLE_WORDS), or, in scripts
//      written without spaces (Chinese, Japanese, Thai...), at least four of its characters
//      (MIN_CHARS_WITHOUT_SPACES). So marking the key phrase inside a long expert sentence counts, and
//      a one-character or one-word mark does not; and
//   2. at least a third of the MARK lies on the expert span (MIN_MARK_SHARE), so a sweeping mark (a
//      whole paragraph) does not "find" the short spans it swallows.
// Marks are first snapped outwards to word boundaries where the script has them (a mark cutting into
// words covers those whole words; scripts without spaces are not snapped). Pairing is one-to-one and
// maximises the total shared characters over all pairs (an assignment, not greedy): a wide mark that
// is the only one able to find a second span is given to it. Among equal totals, tighter pairs win.
// Only expert spans of kind distress or cultural_signal on the post (responseId null) with offsets
// count; phrase-only spans are ignored.
import type { Span } from '../domain/library';
import type { SignalMark } from '../domain/practice';
import { maximumWeightMatching } from './assignment';
import { snapToWords, wordIndex, type WordIndex } from './words';

export { snapToWords };

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

/** Share of the expert span a mark must cover (unless it covers MIN_WHOLE_WORDS whole words of it). */
export const MIN_SHARE_OF_SPAN = 1 / 3;
/** Whole words of the expert span that make a mark meaningful however long the span. */
export const MIN_WHOLE_WORDS = 3;
/** In scripts written without spaces: characters of the expert span that make a mark meaningful. */
export const MIN_CHARS_WITHOUT_SPACES = 4;
/** Share of the mark that must lie on the expert span (rejects sweeping marks). */
export const MIN_MARK_SHARE = 1 / 3;
/** The matching rule as data (see the header comment). */
export const MATCH_RULE = {
  minShareOfSpan: MIN_SHARE_OF_SPAN,
  minWholeWords: MIN_WHOLE_WORDS,
  minCharsWithoutSpaces: MIN_CHARS_WITHOUT_SPACES,
  minShareOfMark: MIN_MARK_SHARE,
  snapToWords: true,
  pairing: 'maximum total overlap',
} as const;

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
function candidate(expert: ExpertSpan, mark: ScoredMark, text: WordIndex): Candidate | null {
  if (expert.kind !== mark.kind) return null;
  const expertLength = expert.end - expert.start;
  const markLength = mark.end - mark.start;
  if (expertLength <= 0 || markLength <= 0) return null;
  const shared = sharedChars(expert.start, expert.end, mark.start, mark.end);
  if (shared === 0 || shared / markLength < MIN_MARK_SHARE) return null;
  const from = Math.max(expert.start, mark.start);
  const to = Math.min(expert.end, mark.end);
  const meaningful =
    shared >= expertLength * MIN_SHARE_OF_SPAN - 1e-9 ||
    text.wholeWords(from, to) >= MIN_WHOLE_WORDS ||
    text.unspacedChars(from, to) >= MIN_CHARS_WITHOUT_SPACES;
  if (!meaningful) return null;
  return {
    expert,
    mark,
    shared,
    overlap: shared / Math.min(expertLength, markLength),
    iou: shared / (expertLength + markLength - shared),
  };
}

/** One-to-one pairing with the largest total shared characters (ties: the larger total IoU). */
function pairUp(experts: readonly ExpertSpan[], marks: readonly ScoredMark[], text: WordIndex): Pair[] {
  const candidates = experts.map((e) => marks.map((m) => candidate(e, m, text)));
  // Whole characters dominate; the IoU term (< 1 in total) only breaks ties between equal totals.
  const tie = 1 / (Math.min(experts.length, marks.length) + 1);
  const weights = candidates.map((row) => row.map((c) => (c ? c.shared + c.iou * tie : 0)));
  return maximumWeightMatching(weights).flatMap(([i, j]) => {
    const c = candidates[i]![j];
    return c ? [{ expert: c.expert, mark: c.mark, overlap: c.overlap }] : [];
  });
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
export function scoreSpotting(expert: readonly Span[], rawMarks: readonly ScoredMark[], post: string): SpotScore {
  const text = wordIndex(post);
  const marks = rawMarks.map((m) => ({ ...m, ...snapToWords(post, m.start, m.end) }));
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
      text,
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
