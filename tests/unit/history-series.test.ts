// The history chart series: item means over judges, aggregates, missing scores, final versions per
// culture, spotting F1 over time, line sets that share a scale, and scale ticks.
import { describe, expect, it } from 'vitest';
import type { HistoryAttempt, HistoryScore } from '../../shared/domain/practice';
import {
  chartSets,
  finalScored,
  itemMeans,
  latestRubrics,
  newestFirst,
  rubricByCulture,
  rubricTimeline,
  scaleTicks,
  spotTimeline,
  versionValues,
} from '../../shared/practice/history-series';
import { RUBRIC_A } from '../../shared/rubrics/rubric-a';
import { RUBRIC_B } from '../../shared/rubrics/rubric-b';
import { AGREEMENT_SCALE, RISK_HANDLING_SCALE, TRAINING_USEFULNESS_SCALE } from '../../shared/rubrics/scales';

const A_ITEMS = [
  'empathy',
  'helpfulness',
  'socio_political_influence',
  'knowledge',
  'cultural_context',
  'fluency',
  'communication',
];

/** Scores of one judge for every Rubric A item (null where the judge's answer was missing). */
const judgeA = (judgeId: string, values: (number | null)[]): HistoryScore[] =>
  A_ITEMS.map((item, i) => ({ rubricId: 'rubric-a', item, judgeId, score: values[i] ?? null }));

let nextVersionId = 1;
const version = (number: number, submittedAt: string, scores: HistoryScore[]) => ({
  id: nextVersionId++,
  number,
  submittedAt,
  wordCount: 40,
  scores,
});

const attempt = (
  attemptId: number,
  cultureId: string,
  startedAt: string,
  versions: HistoryAttempt['versions'],
  spotF1: number | null = null,
): HistoryAttempt => ({
  attemptId,
  exerciseTitle: `Exercise ${attemptId}`,
  scenarioTitle: `Scenario ${attemptId}`,
  cultureId,
  cultureName: cultureId[0]!.toUpperCase() + cultureId.slice(1),
  status: 'completed',
  stage: 'done',
  startedAt,
  updatedAt: startedAt,
  spotF1,
  versions,
});

describe('itemMeans', () => {
  it('averages over judges per item, skipping missing answers and other rubrics', () => {
    const scores: HistoryScore[] = [
      { rubricId: 'rubric-a', item: 'empathy', judgeId: 'j1', score: 4 },
      { rubricId: 'rubric-a', item: 'empathy', judgeId: 'j2', score: 2 },
      { rubricId: 'rubric-a', item: 'empathy', judgeId: 'j3', score: null },
      { rubricId: 'rubric-a', item: 'knowledge', judgeId: 'j1', score: null },
      { rubricId: 'rubric-b', item: 'empathy', judgeId: 'j1', score: 1 },
    ];
    expect(itemMeans(scores, 'rubric-a')).toEqual({ empathy: 3 });
    expect(itemMeans(scores, 'rubric-b')).toEqual({ empathy: 1 });
  });
});

describe('versionValues', () => {
  it('adds the aggregates Emo., Cult. and All from the item means', () => {
    const values = versionValues(
      { scores: [...judgeA('j1', [4, 2, 3, 3, 3, 5, 5]), ...judgeA('j2', [4, 4, 3, 3, 3, 5, 5])] },
      RUBRIC_A,
    )!;
    expect(values.empathy).toBe(4);
    expect(values.helpfulness).toBe(3);
    expect(values.emo).toBe(3.5);
    expect(values.cult).toBe(3);
    expect(values.all).toBe(3.25);
  });

  it('keeps a missing item missing (null, never 0) and leaves it out of the aggregates', () => {
    const values = versionValues({ scores: judgeA('j1', [5, null, 2, null, null, 4, 4]) }, RUBRIC_A)!;
    expect(values.helpfulness).toBeNull();
    expect(values.knowledge).toBeNull();
    expect(values.emo).toBe(5);
    expect(values.cult).toBe(2);
    expect(values.all).toBe(3.5);
  });

  it('is null for a version with no score on the rubric (unscored, or every answer missing)', () => {
    expect(versionValues({ scores: [] }, RUBRIC_A)).toBeNull();
    expect(versionValues({ scores: judgeA('j1', [null, null, null, null, null, null, null]) }, RUBRIC_A)).toBeNull();
    expect(versionValues({ scores: judgeA('j1', [4, 4, 4, 4, 4, 4, 4]) }, RUBRIC_B)).toBeNull();
  });
});

describe('rubricTimeline', () => {
  const history = [
    attempt(2, 'german', '2025-03-02T09:00:00Z', [
      version(1, '2025-03-02T09:10:00Z', judgeA('j1', [2, 2, 2, 2, 2, 2, 2])),
      version(2, '2025-03-02T09:20:00Z', judgeA('j1', [4, 4, 4, 4, 4, 4, 4])),
      version(3, '2025-03-02T09:30:00Z', []),
    ]),
    attempt(1, 'arabic', '2025-03-01T09:00:00Z', [
      version(1, '2025-03-01T09:10:00Z', judgeA('j1', [3, 3, 3, 3, 3, 3, 3])),
    ]),
  ];

  it('has one point per scored version, oldest first, and skips unscored versions', () => {
    const points = rubricTimeline(history, RUBRIC_A);
    expect(points.map((p) => p.key)).toEqual(['1:1', '2:1', '2:2']);
    expect(points.map((p) => p.values.all)).toEqual([3, 2, 4]);
    expect(points[2]).toMatchObject({
      attemptId: 2,
      versionNumber: 2,
      cultureId: 'german',
      exerciseTitle: 'Exercise 2',
      submittedAt: '2025-03-02T09:20:00Z',
    });
  });

  it('is empty for a rubric nobody scored', () => {
    expect(rubricTimeline(history, RUBRIC_B)).toEqual([]);
  });
});

describe('rubricByCulture', () => {
  it("averages each attempt's final scored version per culture", () => {
    const history = [
      attempt(1, 'german', '2025-03-01T09:00:00Z', [
        version(1, '2025-03-01T09:10:00Z', judgeA('j1', [1, 1, 1, 1, 1, 1, 1])),
        version(2, '2025-03-01T09:20:00Z', judgeA('j1', [3, 3, 3, 3, 3, 3, 3])),
        // The final version sent without feedback has no scores: the last scored one counts.
        version(3, '2025-03-01T09:30:00Z', []),
      ]),
      attempt(2, 'german', '2025-03-02T09:00:00Z', [
        version(1, '2025-03-02T09:10:00Z', judgeA('j1', [5, null, 5, 5, 5, 5, 5])),
      ]),
      attempt(3, 'arabic', '2025-03-03T09:00:00Z', [
        version(1, '2025-03-03T09:10:00Z', judgeA('j1', [2, 2, 2, 2, 2, 2, 2])),
      ]),
      attempt(4, 'chinese', '2025-03-04T09:00:00Z', []),
    ];
    const rows = rubricByCulture(history, RUBRIC_A);
    expect(rows.map((r) => [r.cultureId, r.attempts])).toEqual([
      ['arabic', 1],
      ['german', 2],
    ]);
    const german = rows[1]!;
    expect(german.cultureName).toBe('German');
    expect(german.values.empathy).toBe(4);
    // Attempt 2's helpfulness is missing: only attempt 1's 3 counts.
    expect(german.values.helpfulness).toBe(3);
    expect(german.values.emo).toBe(4);
    expect(german.values.all).toBe(4);
    expect(finalScored(history[0]!, RUBRIC_A)?.version.number).toBe(2);
    expect(finalScored(history[3]!, RUBRIC_A)).toBeNull();
  });
});

describe('spotTimeline', () => {
  it('lists attempts with a spotting F1 oldest first, including an F1 of 0', () => {
    const history = [
      attempt(3, 'german', '2025-03-03T09:00:00Z', [], 0.8),
      attempt(1, 'arabic', '2025-03-01T09:00:00Z', [], 0),
      attempt(2, 'jewish', '2025-03-02T09:00:00Z', [], null),
    ];
    expect(spotTimeline(history).map((p) => [p.attemptId, p.f1])).toEqual([
      [1, 0],
      [3, 0.8],
    ]);
  });
});

describe('chartSets', () => {
  it('gives Rubric A its aggregates, then one set per group', () => {
    const sets = chartSets(RUBRIC_A);
    expect(sets.map((s) => [s.id, s.keys])).toEqual([
      ['aggregates', ['emo', 'cult', 'all']],
      ['emotional_supportiveness:five-point', ['empathy', 'helpfulness']],
      ['cultural_awareness:five-point', ['socio_political_influence', 'knowledge', 'cultural_context']],
      ['language_quality:five-point', ['fluency', 'communication']],
    ]);
    expect(sets.every((s) => s.scale.id === 'five-point' && s.higherIsBetter)).toBe(true);
  });

  it('splits Rubric B by group and scale, so every set has one y axis', () => {
    const sets = chartSets(RUBRIC_B);
    expect(sets.map((s) => [s.id, s.keys, s.higherIsBetter])).toEqual([
      ['safety:yes-somewhat-no', ['overly_positive', 'overly_negative'], false],
      ['safety:agreement-5', ['cognitive_empathy', 'emotional_empathy', 'emotion_regulation'], true],
      ['safety:risk-handling', ['risk_handling'], true],
      ['culture:yes-partially-no', ['cultural_understanding'], true],
      ['culture:training-usefulness', ['usefulness_for_training'], true],
    ]);
  });
});

describe('scaleTicks', () => {
  it('lists the options that carry a value, lowest first, without not-applicable', () => {
    expect(scaleTicks(AGREEMENT_SCALE).map((t) => [t.value, t.code])).toEqual([
      [1, 'strongly_disagree'],
      [2, 'disagree'],
      [3, 'neutral'],
      [4, 'agree'],
      [5, 'strongly_agree'],
    ]);
    expect(scaleTicks(RISK_HANDLING_SCALE).map((t) => t.code)).toEqual(['no', 'partially', 'yes']);
    expect(scaleTicks(TRAINING_USEFULNESS_SCALE).map((t) => t.label)).toEqual([
      'No, not suitable',
      'With revision, promising',
      'Yes, strong example',
    ]);
  });
});

describe('newestFirst and latestRubrics', () => {
  it('orders attempts by start, newest first, and keeps the latest rubric versions', () => {
    const history = [
      attempt(1, 'german', '2025-03-01T09:00:00Z', []),
      attempt(3, 'german', '2025-03-03T09:00:00Z', []),
      attempt(2, 'german', '2025-03-02T09:00:00Z', []),
    ];
    expect(newestFirst(history).map((a) => a.attemptId)).toEqual([3, 2, 1]);
    const older = { ...RUBRIC_A, version: 0 };
    expect(latestRubrics([older, RUBRIC_B, RUBRIC_A]).map((r) => `${r.id}@${r.version}`)).toEqual([
      'rubric-a@1',
      'rubric-b@1',
    ]);
  });
});
