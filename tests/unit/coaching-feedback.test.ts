// The feedback table's rows (one judge, a panel, failed and unreadable judgements, streamed ones)
// and reading streamed judgements at the boundary.
import { describe, expect, it } from 'vitest';
import type { ItemJudgement } from '../../shared/domain/judging';
import { requireRubric } from '../../shared/rubrics/registry';
import { itemRows, judgeOrder } from '../../renderer/screens/practice/feedback/item-rows';
import {
  addLiveJudgement,
  mergeJudgements,
  parseLiveJudgement,
} from '../../renderer/screens/practice/feedback/live-judgements';

const j = (item: string, judgeId: string, patch: Partial<ItemJudgement> = {}): ItemJudgement => ({
  item,
  judgeId,
  status: 'ok',
  score: 4,
  option: '4',
  distribution: null,
  rationale: null,
  errorMessage: null,
  fromCache: false,
  ...patch,
});

const rubricA = requireRubric('rubric-a');
const rubricB = requireRubric('rubric-b');
const row = (rows: ReturnType<typeof itemRows>, id: string) => rows.find((r) => r.item.id === id)!;

describe('itemRows', () => {
  it('gives one row per rubric item, in the rubric order, waiting where no judge answered', () => {
    const rows = itemRows(rubricA, [j('empathy', 'a', { score: 3.9 })], ['a'], null);
    expect(rows.map((r) => r.item.id)).toEqual(rubricA.items.map((i) => i.id));
    expect(row(rows, 'empathy')).toMatchObject({ state: 'scored', display: 'number', score: 3.9, partial: false });
    expect(row(rows, 'fluency')).toMatchObject({ state: 'waiting', score: null });
  });

  it('shows a failed judge as unavailable and an unreadable answer as missing, never as 0', () => {
    const rows = itemRows(
      rubricA,
      [
        j('empathy', 'a', { status: 'error', score: null, option: null, errorMessage: 'timeout' }),
        j('helpfulness', 'a', { status: 'missing', score: null, option: null }),
      ],
      ['a'],
      null,
    );
    expect(row(rows, 'empathy')).toMatchObject({ state: 'unavailable', score: null });
    expect(row(rows, 'helpfulness')).toMatchObject({ state: 'missing', score: null });
  });

  it('summarises several judges as a panel with the disagreement flag, and marks partial rows', () => {
    const rows = itemRows(
      rubricA,
      [
        j('empathy', 'a', { score: 5 }),
        j('empathy', 'b', { score: 2 }),
        j('knowledge', 'a', { score: 4 }),
        j('knowledge', 'b', { status: 'error', score: null, option: null }),
      ],
      ['a', 'b'],
      null,
    );
    const empathy = row(rows, 'empathy');
    expect(empathy.score).toBe(3.5);
    expect(empathy.panel).toMatchObject({ scored: 2, spread: 3, disagreement: true });
    expect(empathy.judges.map((c) => c.judgement?.score)).toEqual([5, 2]);
    const knowledge = row(rows, 'knowledge');
    expect(knowledge).toMatchObject({ state: 'scored', score: 4, partial: true });
    expect(knowledge.panel?.disagreement).toBe(false);
  });

  it('shows categorical items by option', () => {
    const rows = itemRows(
      rubricB,
      [
        j('risk_handling', 'a', { score: null, option: 'not_applicable' }),
        j('overly_positive', 'a', { score: 0, option: 'no' }),
      ],
      ['a'],
      null,
    );
    expect(row(rows, 'risk_handling')).toMatchObject({ display: 'option', option: 'not_applicable', state: 'scored' });
    expect(row(rows, 'overly_positive')).toMatchObject({ display: 'option', option: 'no' });
  });

  it('uses the stored panel summary when given', () => {
    const panel = {
      scored: 2,
      unscored: 0,
      mean: 4,
      min: 3,
      max: 5,
      spread: 2,
      sd: 1,
      optionCounts: {},
      majorityOption: null,
      disagreement: true,
    };
    const rows = itemRows(rubricA, [j('empathy', 'a', { score: 3 }), j('empathy', 'b', { score: 5 })], ['a', 'b'], {
      empathy: panel,
    });
    expect(row(rows, 'empathy').panel).toBe(panel);
  });
});

describe('judgeOrder', () => {
  it('keeps the configured order and appends judges that answered without being listed', () => {
    expect(judgeOrder(['b', 'a'], [j('empathy', 'c'), j('empathy', 'a')])).toEqual(['b', 'a', 'c']);
  });
});

describe('streamed judgements', () => {
  it('reads a judgement and rejects anything else', () => {
    expect(parseLiveJudgement(JSON.stringify(j('empathy', 'a', { rationale: 'Warm.' })))).toMatchObject({
      item: 'empathy',
      judgeId: 'a',
      score: 4,
      rationale: 'Warm.',
    });
    expect(parseLiveJudgement('{"item":"empathy","judgeId":"a","status":"ok"}')).toMatchObject({
      score: null,
      option: null,
      fromCache: false,
    });
    expect(parseLiveJudgement('not json')).toBeNull();
    expect(parseLiveJudgement('{"item":"empathy","status":"great"}')).toBeNull();
  });

  it('keeps one judgement per item and judge, the newest winning, over the stored ones', () => {
    let live = addLiveJudgement({}, 'rubric-a', j('empathy', 'a', { status: 'error', score: null }));
    live = addLiveJudgement(live, 'rubric-a', j('empathy', 'a', { score: 5 }));
    expect(live['rubric-a']).toEqual([j('empathy', 'a', { score: 5 })]);
    const merged = mergeJudgements(
      [j('empathy', 'a', { status: 'error', score: null }), j('fluency', 'a', { score: 3 })],
      live['rubric-a']!,
    );
    expect(merged.map((x) => [x.item, x.score])).toEqual([
      ['empathy', 5],
      ['fluency', 3],
    ]);
  });
});
