// Judge panels: mean, spread, SD and the disagreement rule for points and categorical scales.
import { describe, expect, it } from 'vitest';
import { AGREEMENT_SCALE, FIVE_POINT_SCALE, YES_PARTIALLY_NO_SCALE } from '../../shared/rubrics/scales';
import { summarisePanel, type PanelMember } from '../../shared/scoring/panel';
import { populationSd } from '../../shared/scoring/stats';

const member = (
  judgeId: string,
  score: number | null,
  option: string | null = score === null ? null : String(Math.round(score)),
): PanelMember => ({
  judgeId,
  status: 'ok',
  score,
  option,
});

describe('summarisePanel on a 5-point scale', () => {
  it('reports mean, min, max, spread and population SD', () => {
    const s = summarisePanel(FIVE_POINT_SCALE, [member('a', 3), member('b', 4), member('c', 5)]);
    expect(s).toMatchObject({ scored: 3, unscored: 0, mean: 4, min: 3, max: 5, spread: 2, majorityOption: null });
    expect(s.sd).toBeCloseTo(Math.sqrt(2 / 3), 12);
    expect(s.optionCounts).toEqual({ '1': 0, '2': 0, '3': 1, '4': 1, '5': 1 });
  });

  it('flags disagreement from a spread of 2 points, not below', () => {
    expect(summarisePanel(FIVE_POINT_SCALE, [member('a', 3), member('b', 5)]).disagreement).toBe(true);
    expect(summarisePanel(FIVE_POINT_SCALE, [member('a', 1), member('b', 5)]).disagreement).toBe(true);
    expect(summarisePanel(FIVE_POINT_SCALE, [member('a', 4), member('b', 5)]).disagreement).toBe(false);
    expect(summarisePanel(FIVE_POINT_SCALE, [member('a', 3.1), member('b', 5)]).disagreement).toBe(false);
    expect(summarisePanel(FIVE_POINT_SCALE, [member('a', 4.2), member('b', 4.2, '4')]).disagreement).toBe(false);
    // Floating point: 4.3 - 2.3 is 1.9999999999999998
    expect(summarisePanel(FIVE_POINT_SCALE, [member('a', 2.3), member('b', 4.3)]).disagreement).toBe(true);
  });

  it('leaves missing and failed judges out of every statistic', () => {
    const s = summarisePanel(FIVE_POINT_SCALE, [
      member('a', 4),
      { judgeId: 'b', status: 'missing', score: null, option: null },
      { judgeId: 'c', status: 'error', score: null, option: null },
      member('d', 4),
    ]);
    expect(s).toMatchObject({
      scored: 2,
      unscored: 2,
      mean: 4,
      spread: 0,
      sd: 0,
      disagreement: false,
      majorityOption: '4',
    });
  });

  it('a panel with no usable score has no statistics and no disagreement', () => {
    const s = summarisePanel(FIVE_POINT_SCALE, [{ judgeId: 'a', status: 'missing', score: null, option: null }]);
    expect(s).toMatchObject({
      scored: 0,
      unscored: 1,
      mean: null,
      min: null,
      max: null,
      spread: null,
      sd: null,
      disagreement: false,
      majorityOption: null,
    });
    expect(summarisePanel(FIVE_POINT_SCALE, []).mean).toBeNull();
  });

  it('a single judge never disagrees', () => {
    expect(summarisePanel(FIVE_POINT_SCALE, [member('a', 1)]).disagreement).toBe(false);
  });

  it('agreement (Likert) is a 5-point scale too', () => {
    const s = summarisePanel(AGREEMENT_SCALE, [member('a', 5, 'strongly_agree'), member('b', 3, 'neutral')]);
    expect(s.disagreement).toBe(true);
    expect(s.mean).toBe(4);
  });
});

describe('summarisePanel on a categorical scale', () => {
  it('disagrees as soon as judges choose different options', () => {
    const s = summarisePanel(YES_PARTIALLY_NO_SCALE, [
      member('a', 2, 'yes'),
      member('b', 1, 'partially'),
      member('c', 2, 'yes'),
    ]);
    expect(s.disagreement).toBe(true);
    expect(s.optionCounts).toEqual({ yes: 2, partially: 1, no: 0 });
    expect(s.majorityOption).toBe('yes');
    expect(s.mean).toBeCloseTo(5 / 3, 12);
    expect(s.spread).toBe(1);
  });

  it('agrees when all choose the same option', () => {
    const s = summarisePanel(YES_PARTIALLY_NO_SCALE, [member('a', 0, 'no'), member('b', 0, 'no')]);
    expect(s).toMatchObject({ disagreement: false, majorityOption: 'no', mean: 0 });
  });
});

describe('populationSd', () => {
  it('divides by n', () => {
    expect(populationSd([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    expect(populationSd([])).toBeNull();
  });
});
