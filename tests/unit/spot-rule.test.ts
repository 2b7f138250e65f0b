// Spotting cannot be gamed (issue 11, observation 5): a mark counts only when it is meaningful on its
// own (at least a third of the expert span, or at least three whole words of it; four characters in
// scripts written without spaces), marks are snapped to word boundaries, and pairing is the
// one-to-one matching with the largest total overlap, not greedy.
import { describe, expect, it } from 'vitest';
import type { Span } from '../../shared/domain/library';
import { scoreSpotting, snapToWords, type ScoredMark } from '../../shared/practice/spot-score';

let nextId = 1;
function spanIn(text: string, phrase: string, kind: Span['kind'] = 'distress'): Span {
  const start = text.indexOf(phrase);
  if (start < 0) throw new Error(`not in text: ${phrase}`);
  return {
    id: nextId++,
    responseId: null,
    start,
    end: start + phrase.length,
    phrase,
    kind,
    label: 'high',
    annotator: 'expert',
    note: '',
  };
}
function markIn(text: string, phrase: string, kind: ScoredMark['kind'] = 'distress'): ScoredMark {
  const start = text.indexOf(phrase);
  if (start < 0) throw new Error(`not in text: ${phrase}`);
  return { id: nextId++, start, end: start + phrase.length, kind, label: 'high' };
}

const POST =
  'Since the move I feel utterly lonely because my father stopped talking to me entirely. ' +
  'Every night I lie awake and think that nobody here would notice if I simply disappeared one day.';
const LONG = 'Every night I lie awake and think that nobody here would notice if I simply disappeared one day';

describe('what a mark must cover', () => {
  it('does not count a one-character mark inside an expert span (it used to score F1 = 1)', () => {
    const expert = spanIn(POST, LONG);
    const start = POST.indexOf('nobody');
    const score = scoreSpotting([expert], [{ id: 900, start, end: start + 1, kind: 'distress', label: 'high' }], POST);
    expect(score.distress).toMatchObject({ matched: 0, f1: 0 });
  });

  it('does not count one word of a long expert sentence', () => {
    const score = scoreSpotting([spanIn(POST, LONG)], [markIn(POST, 'disappeared')], POST);
    expect(score.distress.matched).toBe(0);
  });

  it('counts three whole words of a long expert sentence (the key phrase), though under a third of it', () => {
    const mark = markIn(POST, 'nobody here would');
    expect((mark.end - mark.start) / LONG.length).toBeLessThan(1 / 3);
    expect(scoreSpotting([spanIn(POST, LONG)], [mark], POST).distress.matched).toBe(1);
  });

  it('counts a third of a short expert span, and not less', () => {
    const expert = spanIn(POST, 'utterly lonely');
    expect(scoreSpotting([expert], [markIn(POST, 'lonely')], POST).distress.matched).toBe(1);
    const short = spanIn(POST, 'my father stopped talking to me entirely');
    expect(scoreSpotting([short], [markIn(POST, 'my')], POST).distress.matched).toBe(0);
  });

  it('snaps marks to word boundaries: a mark cutting into words counts as the whole words', () => {
    const text = POST;
    const cut = text.indexOf('obody here woul');
    expect(snapToWords(text, cut, cut + 'obody here woul'.length)).toEqual({
      start: text.indexOf('nobody'),
      end: text.indexOf('nobody here would') + 'nobody here would'.length,
    });
    const score = scoreSpotting(
      [spanIn(text, LONG)],
      [{ id: 901, start: cut, end: cut + 'obody here woul'.length, kind: 'distress', label: 'high' }],
      text,
    );
    expect(score.distress.matched).toBe(1);
    // Arabic and Hebrew words snap too; spaces and punctuation at the edges are left alone.
    const ar = 'أشعر بالوحدة الشديدة منذ أن توقف والدي عن الكلام معي';
    const inside = ar.indexOf('لوحدة');
    expect(snapToWords(ar, inside, inside + 3)).toEqual({
      start: ar.indexOf('بالوحدة'),
      end: ar.indexOf('بالوحدة') + 'بالوحدة'.length,
    });
  });

  it('needs four characters in scripts written without spaces, and does not snap them', () => {
    const zh = '我每天晚上都睡不着，觉得如果我消失了也没有人会注意到，父母只关心我的成绩。';
    const expert = spanIn(zh, '觉得如果我消失了也没有人会注意到');
    expect(scoreSpotting([expert], [markIn(zh, '消失了')], zh).distress.matched).toBe(0);
    expect(scoreSpotting([expert], [markIn(zh, '我消失了')], zh).distress.matched).toBe(1);
    const at = zh.indexOf('消失');
    expect(snapToWords(zh, at, at + 1)).toEqual({ start: at, end: at + 1 });
  });

  it('still does not let a sweeping mark find the spans it swallows', () => {
    const spans = [spanIn(POST, 'utterly lonely'), spanIn(POST, 'nobody here would notice')];
    const sweep: ScoredMark = { id: 902, start: 0, end: POST.length, kind: 'distress', label: 'high' };
    expect(scoreSpotting(spans, [sweep], POST).distress.matched).toBe(0);
  });
});

describe('pairing', () => {
  it('takes the one-to-one matching with the largest total overlap where greedy pairing under-counts', () => {
    const a = spanIn(POST, 'utterly lonely');
    const b = spanIn(POST, 'because my father stopped');
    // The wide mark overlaps A best, but is the only one that can find B; the short one fits A only.
    const wide = markIn(POST, 'utterly lonely because my father');
    const short = markIn(POST, 'lonely');
    const score = scoreSpotting([a, b], [wide, short], POST);
    expect(score.distress).toMatchObject({ expert: 2, marked: 2, matched: 2, f1: 1 });
    const found = score.matches.filter((m) => m.outcome === 'found').map((m) => [m.expertSpanId, m.markId]);
    expect(found).toEqual([
      [a.id, short.id],
      [b.id, wide.id],
    ]);
  });

  it('of two marks competing for one span, gives it the one covering more of it', () => {
    const e = spanIn(POST, 'I feel utterly lonely');
    const loose = markIn(POST, 'utterly lonely');
    const tight = markIn(POST, 'I feel utterly lonely');
    const score = scoreSpotting([e], [loose, tight], POST);
    expect(score.matches.find((m) => m.outcome === 'found')!.markId).toBe(tight.id);
  });
});
