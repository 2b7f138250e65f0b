// Score changes between draft versions: mean ok score over judges per rubric item, before, after and direction.
import { describe, expect, it } from 'vitest';
import type { ItemJudgement, ScoreResult } from '../../shared/domain/judging';
import { itemDeltas, SAME_THRESHOLD, type VersionScores } from '../../shared/practice/score-deltas';

type J = Partial<ItemJudgement> & Pick<ItemJudgement, 'item' | 'judgeId'>;

function judgement(j: J): ItemJudgement {
  return {
    status: 'ok',
    score: null,
    option: null,
    distribution: null,
    rationale: null,
    errorMessage: null,
    fromCache: false,
    ...j,
  };
}
function result(rubricId: string, judgements: J[]): ScoreResult {
  return {
    rubricId,
    rubricVersion: 1,
    judgements: judgements.map(judgement),
    panels: {},
    aggregates: {},
    sentTo: [],
    cancelled: false,
  };
}
const version = (...results: ScoreResult[]): VersionScores => results.map((r) => ({ rubricId: r.rubricId, result: r }));

describe('itemDeltas', () => {
  it('averages the judges per item and reports the change and its direction', () => {
    const previous = version(
      result('rubric-a', [
        { item: 'empathy', judgeId: 'j1', score: 2 },
        { item: 'empathy', judgeId: 'j2', score: 3 },
        { item: 'helpfulness', judgeId: 'j1', score: 4 },
        { item: 'helpfulness', judgeId: 'j2', score: 4 },
        { item: 'knowledge', judgeId: 'j1', score: 3 },
        { item: 'knowledge', judgeId: 'j2', score: 3 },
      ]),
    );
    const current = version(
      result('rubric-a', [
        { item: 'empathy', judgeId: 'j1', score: 4 },
        { item: 'empathy', judgeId: 'j2', score: 4 },
        { item: 'helpfulness', judgeId: 'j1', score: 3 },
        { item: 'helpfulness', judgeId: 'j2', score: 4 },
        { item: 'knowledge', judgeId: 'j1', score: 3 },
        { item: 'knowledge', judgeId: 'j2', score: 3 },
      ]),
    );
    expect(itemDeltas(previous, current)).toEqual([
      { rubricId: 'rubric-a', item: 'empathy', before: 2.5, after: 4, delta: 1.5, direction: 'up' },
      { rubricId: 'rubric-a', item: 'helpfulness', before: 4, after: 3.5, delta: -0.5, direction: 'down' },
      { rubricId: 'rubric-a', item: 'knowledge', before: 3, after: 3, delta: 0, direction: 'same' },
    ]);
  });

  it('leaves missing and failed judgements out of the mean', () => {
    const previous = version(
      result('rubric-a', [
        { item: 'empathy', judgeId: 'j1', score: 2 },
        { item: 'empathy', judgeId: 'j2', status: 'error', score: null, errorMessage: 'timeout' },
      ]),
    );
    const current = version(
      result('rubric-a', [
        { item: 'empathy', judgeId: 'j1', score: 3 },
        { item: 'empathy', judgeId: 'j2', score: 5 },
        { item: 'empathy', judgeId: 'j3', status: 'missing', score: null },
      ]),
    );
    expect(itemDeltas(previous, current)).toEqual([
      { rubricId: 'rubric-a', item: 'empathy', before: 2, after: 4, delta: 2, direction: 'up' },
    ]);
  });

  it('uses the numeric value of categorical (Rubric B) options and skips options without one', () => {
    const previous = version(
      result('rubric-b', [
        { item: 'cultural_understanding', judgeId: 'j1', option: 'no', score: 0 },
        { item: 'cultural_understanding', judgeId: 'j2', option: 'somewhat', score: 1 },
        { item: 'risk_handling', judgeId: 'j1', option: 'not_applicable', score: null },
      ]),
    );
    const current = version(
      result('rubric-b', [
        { item: 'cultural_understanding', judgeId: 'j1', option: 'yes', score: 2 },
        { item: 'cultural_understanding', judgeId: 'j2', option: 'yes', score: 2 },
        { item: 'risk_handling', judgeId: 'j1', option: 'yes', score: 2 },
      ]),
    );
    expect(itemDeltas(previous, current)).toEqual([
      { rubricId: 'rubric-b', item: 'cultural_understanding', before: 0.5, after: 2, delta: 1.5, direction: 'up' },
      { rubricId: 'rubric-b', item: 'risk_handling', before: null, after: 2, delta: null, direction: null },
    ]);
  });

  it("treats changes below the threshold as 'same' and at the threshold as a change", () => {
    expect(SAME_THRESHOLD).toBe(0.05);
    const scores = (a: number, b: number): VersionScores =>
      version(
        result('rubric-a', [
          { item: 'empathy', judgeId: 'j1', score: a },
          { item: 'empathy', judgeId: 'j2', score: b },
        ]),
      );
    // Mean 3.5 -> 3.52 (+0.02): same; 3.5 -> 3.56 (+0.06): up; 3.5 -> 3.4 (-0.1): down.
    expect(itemDeltas(scores(3, 4), scores(3, 4.04))[0]).toMatchObject({ direction: 'same' });
    expect(itemDeltas(scores(3, 4), scores(3, 4.12))[0]).toMatchObject({ direction: 'up' });
    const [down] = itemDeltas(scores(3, 4), scores(3, 3.8));
    expect(down).toMatchObject({ direction: 'down' });
    expect(down!.delta).toBeCloseTo(-0.1);
  });

  it('gives null before, delta and direction when the previous version has no result (pending, failed or new rubric)', () => {
    const current = version(result('rubric-a', [{ item: 'empathy', judgeId: 'j1', score: 4 }]));
    expect(itemDeltas([{ rubricId: 'rubric-a', result: null }], current)).toEqual([
      { rubricId: 'rubric-a', item: 'empathy', before: null, after: 4, delta: null, direction: null },
    ]);
    expect(itemDeltas([], current)).toEqual([
      { rubricId: 'rubric-a', item: 'empathy', before: null, after: 4, delta: null, direction: null },
    ]);
  });

  it('keeps items only the previous version has, with after null', () => {
    const previous = version(result('rubric-a', [{ item: 'fluency', judgeId: 'j1', score: 5 }]));
    expect(itemDeltas(previous, [{ rubricId: 'rubric-a', result: null }])).toEqual([
      { rubricId: 'rubric-a', item: 'fluency', before: 5, after: null, delta: null, direction: null },
    ]);
  });

  it('lists rubrics in the order of the current version and items in rubric order, unknown items last', () => {
    const previous = version(
      result('rubric-a', [
        { item: 'knowledge', judgeId: 'j1', score: 3 },
        { item: 'empathy', judgeId: 'j1', score: 3 },
      ]),
      result('rubric-b', [{ item: 'overly_positive', judgeId: 'j1', score: 2 }]),
    );
    const current = version(
      result('rubric-b', [
        { item: 'usefulness_for_training', judgeId: 'j1', score: 1 },
        { item: 'overly_positive', judgeId: 'j1', score: 1 },
      ]),
      result('rubric-a', [
        { item: 'custom_item', judgeId: 'j1', score: 4 },
        { item: 'knowledge', judgeId: 'j1', score: 4 },
        { item: 'empathy', judgeId: 'j1', score: 4 },
      ]),
    );
    expect(itemDeltas(previous, current).map((d) => `${d.rubricId}/${d.item}`)).toEqual([
      'rubric-b/overly_positive',
      'rubric-b/usefulness_for_training',
      'rubric-a/empathy',
      'rubric-a/knowledge',
      'rubric-a/custom_item',
    ]);
  });

  it('returns nothing when neither version has scores', () => {
    expect(itemDeltas([], [])).toEqual([]);
    expect(itemDeltas([{ rubricId: 'rubric-a', result: null }], [{ rubricId: 'rubric-a', result: null }])).toEqual([]);
  });
});
