// Spot-the-signals scoring: the matching rule, one-to-one pairing, per-kind and pooled precision/recall/F1 and labels.
import { describe, expect, it } from 'vitest';
import type { Span, SpanKind } from '../../shared/domain/library';
import {
  MATCH_RULE,
  MIN_MARK_SHARE,
  MIN_SHARE_OF_SPAN,
  scoreSpotting,
  type ScoredMark,
  type SpotKind,
} from '../../shared/practice/spot-score';

const POST =
  'I moved to Berlin for my studies and I feel so trapped and alone here. My father says a good son obeys and never complains. ' +
  'Every night I lie awake and think that nobody would notice if I disappeared. In our family we do not talk about feelings.';

/** Offsets of a phrase in POST (throws if absent, so a typo cannot silently pass). */
function at(phrase: string): { start: number; end: number } {
  const start = POST.indexOf(phrase);
  if (start < 0) throw new Error(`not in POST: ${phrase}`);
  return { start, end: start + phrase.length };
}

let nextId = 1;
function span(phrase: string, kind: SpanKind, label: string | null, extra: Partial<Span> = {}): Span {
  return {
    id: nextId++,
    responseId: null,
    ...at(phrase),
    phrase,
    kind,
    label,
    annotator: 'expert',
    note: '',
    ...extra,
  };
}
function mark(phrase: string, kind: SpotKind, label: ScoredMark['label'], id = nextId++): ScoredMark {
  return { id, ...at(phrase), kind, label };
}

const TRAPPED = 'I feel so trapped and alone here';
const OBEYS = 'a good son obeys and never complains';
const NOTICE = 'nobody would notice if I disappeared';
const FAMILY = 'In our family we do not talk about feelings';

describe('MATCH_RULE', () => {
  it('documents the thresholds as data', () => {
    expect(MIN_SHARE_OF_SPAN).toBeCloseTo(1 / 3);
    expect(MIN_MARK_SHARE).toBeCloseTo(1 / 3);
    expect(MATCH_RULE).toEqual({
      minShareOfSpan: MIN_SHARE_OF_SPAN,
      minWholeWords: 3,
      minCharsWithoutSpaces: 4,
      minShareOfMark: MIN_MARK_SHARE,
      snapToWords: true,
      pairing: 'maximum total overlap',
    });
  });
});

describe('scoreSpotting', () => {
  it('scores an exact match as found with full precision, recall and label agreement', () => {
    const e = span(TRAPPED, 'distress', 'high');
    const m = mark(TRAPPED, 'distress', 'high');
    const score = scoreSpotting([e], [m], POST);
    expect(score.distress).toEqual({
      expert: 1,
      marked: 1,
      matched: 1,
      precision: 1,
      recall: 1,
      f1: 1,
      labelAgreement: 1,
    });
    expect(score.matches).toEqual([
      {
        outcome: 'found',
        kind: 'distress',
        expertSpanId: e.id,
        markId: m.id,
        expertLabel: 'high',
        markLabel: 'high',
        labelMatches: true,
        overlap: 1,
        start: e.start,
        end: e.end,
      },
    ]);
    expect(score.cultural_signal).toEqual({
      expert: 0,
      marked: 0,
      matched: 0,
      precision: null,
      recall: null,
      f1: null,
      labelAgreement: null,
    });
  });

  it('accepts a key phrase inside a long expert span and a mark slightly wider than the span', () => {
    const e1 = span(TRAPPED, 'distress', 'high');
    const e2 = span(OBEYS, 'cultural_signal', 'Norms and Morals');
    // Under the rule a key phrase must be meaningful on its own (three whole words here).
    const inside = mark('trapped and alone', 'distress', 'high');
    const wider = mark('says a good son obeys and never complains.', 'cultural_signal', 'Norms and Morals');
    const score = scoreSpotting([e1, e2], [inside, wider], POST);
    expect(score.overall.matched).toBe(2);
    const found = score.matches.filter((m) => m.outcome === 'found');
    expect(found.map((m) => [m.expertSpanId, m.markId])).toEqual([
      [e1.id, inside.id],
      [e2.id, wider.id],
    ]);
    expect(found[0]!.overlap).toBe(1);
  });

  it('rejects a partial mark that covers less than half of the shorter span', () => {
    const e = span(NOTICE, 'distress', 'high');
    // "think that nobody" shares only "nobody" (6 of 17 characters of the mark) with the expert span.
    const m = mark('think that nobody', 'distress', 'high');
    const score = scoreSpotting([e], [m], POST);
    expect(score.distress.matched).toBe(0);
    expect(score.matches.map((x) => x.outcome)).toEqual(['added', 'missed']);
  });

  it('does not let a sweeping mark of the whole post find every span', () => {
    const spans = [span(TRAPPED, 'distress', 'high'), span(NOTICE, 'distress', 'high')];
    const sweep: ScoredMark = { id: 99, start: 0, end: POST.length, kind: 'distress', label: 'high' };
    const score = scoreSpotting(spans, [sweep], POST);
    expect(score.distress).toMatchObject({
      expert: 2,
      marked: 1,
      matched: 0,
      precision: 0,
      recall: 0,
      f1: 0,
      labelAgreement: null,
    });
    expect(score.matches.map((m) => m.outcome)).toEqual(['added', 'missed', 'missed']);
  });

  it('still credits a mark of the sentence around a span when most of the mark is the span', () => {
    const e = span(NOTICE, 'distress', 'high');
    const sentence = mark(
      'Every night I lie awake and think that nobody would notice if I disappeared.',
      'distress',
      'high',
    );
    // 36 of 76 characters of the mark are the span: above a third.
    expect(scoreSpotting([e], [sentence], POST).distress.matched).toBe(1);
  });

  it('pairs one-to-one: of two marks competing for one span the tighter wins, the other is added', () => {
    const e = span(TRAPPED, 'distress', 'high');
    const loose = mark('trapped and alone', 'distress', 'high');
    const tight = mark('I feel so trapped and alone', 'distress', 'moderate');
    const score = scoreSpotting([e], [loose, tight], POST);
    expect(score.distress).toMatchObject({ expert: 1, marked: 2, matched: 1, precision: 0.5, recall: 1 });
    expect(score.distress.f1).toBeCloseTo(2 / 3);
    const found = score.matches.find((m) => m.outcome === 'found')!;
    expect(found.markId).toBe(tight.id);
    expect(found.labelMatches).toBe(false);
    expect(score.matches.find((m) => m.outcome === 'added')!.markId).toBe(loose.id);
  });

  it('gives each of two adjacent spans its own mark even when one mark touches both', () => {
    const a = span('I feel so trapped', 'distress', 'high');
    const b = span('alone here', 'distress', 'moderate');
    const both = mark('trapped and alone here', 'distress', 'high');
    const first = mark('I feel so trapped', 'distress', 'high');
    const score = scoreSpotting([a, b], [both, first], POST);
    expect(score.distress.matched).toBe(2);
    const found = score.matches.filter((m) => m.outcome === 'found');
    expect(found.map((m) => [m.expertSpanId, m.markId])).toEqual([
      [a.id, first.id],
      [b.id, both.id],
    ]);
  });

  it('measures label agreement over matched pairs only', () => {
    const spans = [
      span(TRAPPED, 'distress', 'high'),
      span(NOTICE, 'distress', 'high'),
      span(OBEYS, 'cultural_signal', 'Norms and Morals'),
      span(FAMILY, 'cultural_signal', 'Language'),
    ];
    const marks = [
      mark(TRAPPED, 'distress', 'high'),
      mark(NOTICE, 'distress', 'light'),
      mark(OBEYS, 'cultural_signal', 'Values'),
      mark(FAMILY, 'cultural_signal', 'Language'),
    ];
    const score = scoreSpotting(spans, marks, POST);
    expect(score.distress.labelAgreement).toBe(0.5);
    expect(score.cultural_signal.labelAgreement).toBe(0.5);
    expect(score.overall.labelAgreement).toBe(0.5);
    expect(score.overall.f1).toBe(1);
    expect(score.matches.map((m) => m.labelMatches)).toEqual([true, false, false, true]);
  });

  it('leaves pairs with an unlabelled expert span out of label agreement', () => {
    const e = span(TRAPPED, 'distress', null);
    const score = scoreSpotting([e], [mark(TRAPPED, 'distress', 'high')], POST);
    expect(score.distress.matched).toBe(1);
    expect(score.distress.labelAgreement).toBeNull();
    expect(score.matches[0]!.labelMatches).toBeNull();
  });

  it('never matches across kinds, even on the same characters', () => {
    const e = span(OBEYS, 'cultural_signal', 'Norms and Morals');
    const m = mark(OBEYS, 'distress', 'high');
    const score = scoreSpotting([e], [m], POST);
    expect(score.overall.matched).toBe(0);
    expect(score.distress).toMatchObject({ expert: 0, marked: 1, precision: 0, recall: null, f1: null });
    expect(score.cultural_signal).toMatchObject({ expert: 1, marked: 0, precision: null, recall: 0, f1: null });
    expect(score.matches.map((x) => [x.outcome, x.kind])).toEqual([
      ['missed', 'cultural_signal'],
      ['added', 'distress'],
    ]);
  });

  it('with no marks: precision and F1 are null, recall 0, every span missed', () => {
    const spans = [span(TRAPPED, 'distress', 'high'), span(OBEYS, 'cultural_signal', 'Norms and Morals')];
    const score = scoreSpotting(spans, [], POST);
    expect(score.overall).toEqual({
      expert: 2,
      marked: 0,
      matched: 0,
      precision: null,
      recall: 0,
      f1: null,
      labelAgreement: null,
    });
    expect(score.matches.map((m) => m.outcome)).toEqual(['missed', 'missed']);
  });

  it('with no expert spans: recall and F1 are null, precision 0, every mark added', () => {
    const score = scoreSpotting([], [mark(TRAPPED, 'distress', 'high')], POST);
    expect(score.overall).toEqual({
      expert: 0,
      marked: 1,
      matched: 0,
      precision: 0,
      recall: null,
      f1: null,
      labelAgreement: null,
    });
    expect(score.matches).toHaveLength(1);
    expect(score.matches[0]).toMatchObject({
      outcome: 'added',
      expertSpanId: null,
      expertLabel: null,
      markLabel: 'high',
      overlap: null,
    });
    expect(scoreSpotting([], [], POST).overall).toEqual({
      expert: 0,
      marked: 0,
      matched: 0,
      precision: null,
      recall: null,
      f1: null,
      labelAgreement: null,
    });
  });

  it('ignores phrase-only expert spans, spans on replies and support spans', () => {
    const counted = span(TRAPPED, 'distress', 'high');
    const phraseOnly = { ...span(NOTICE, 'distress', 'high'), start: null, end: null };
    const onReply = span(OBEYS, 'cultural_signal', 'Norms and Morals', { responseId: 5 });
    const support = span(FAMILY, 'support', 'Reflection of Feelings');
    const score = scoreSpotting([counted, phraseOnly, onReply, support], [mark(TRAPPED, 'distress', 'high')], POST);
    expect(score.overall).toMatchObject({ expert: 1, matched: 1, recall: 1 });
    expect(score.matches.map((m) => m.expertSpanId)).toEqual([counted.id]);
  });

  it('pools both kinds in overall and lists every span and mark once in text order', () => {
    const spans = [
      span(NOTICE, 'distress', 'high'),
      span(TRAPPED, 'distress', 'moderate'),
      span(OBEYS, 'cultural_signal', 'Norms and Morals'),
      span(FAMILY, 'cultural_signal', 'Language'),
    ];
    const marks = [
      mark('trapped and alone', 'distress', 'moderate'),
      mark('My father says', 'distress', 'light'),
      mark('a good son obeys', 'cultural_signal', 'Norms and Morals'),
    ];
    const score = scoreSpotting(spans, marks, POST);
    expect(score.distress).toMatchObject({
      expert: 2,
      marked: 2,
      matched: 1,
      precision: 0.5,
      recall: 0.5,
      f1: 0.5,
      labelAgreement: 1,
    });
    expect(score.cultural_signal).toMatchObject({
      expert: 2,
      marked: 1,
      matched: 1,
      precision: 1,
      recall: 0.5,
      labelAgreement: 1,
    });
    expect(score.cultural_signal.f1).toBeCloseTo(2 / 3);
    expect(score.overall).toMatchObject({ expert: 4, marked: 3, matched: 2, recall: 0.5, labelAgreement: 1 });
    expect(score.overall.precision).toBeCloseTo(2 / 3);
    expect(score.overall.f1).toBeCloseTo((2 * (2 / 3) * 0.5) / (2 / 3 + 0.5));
    expect(score.matches.map((m) => [m.outcome, POST.slice(m.start, m.end)])).toEqual([
      ['found', TRAPPED],
      ['added', 'My father says'],
      ['found', OBEYS],
      ['missed', NOTICE],
      ['missed', FAMILY],
    ]);
    const starts = score.matches.map((m) => m.start);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });
});
