// Rubric definitions: items, names, scales, anchors, grouped categories, versions and the Emo./Cult./All aggregates.
import { describe, expect, it } from 'vitest';
import { computeAggregates, meanOfPresent } from '../../shared/rubrics/aggregate';
import { checkRubric, checkScale } from '../../shared/rubrics/check';
import { findItem, getRubric, requireItem, requireRubric, RUBRICS } from '../../shared/rubrics/registry';
import { RUBRIC_A } from '../../shared/rubrics/rubric-a';
import { RUBRIC_B } from '../../shared/rubrics/rubric-b';
import {
  AGREEMENT_SCALE,
  FIVE_POINT_SCALE,
  groupOf,
  scaleRange,
  SCALES,
  TRAINING_USEFULNESS_SCALE,
} from '../../shared/rubrics/scales';
import { itemScoresSchema, rubricRefSchema } from '../../shared/rubrics/schema';
import type { Rubric } from '../../shared/rubrics/types';

const labels = (itemId: string, rubric: Rubric = RUBRIC_B) =>
  requireItem(rubric, itemId).scale.options.map((o) => o.label);

describe('registry', () => {
  it('knows both rubrics at version 1 and finds them with or without a version', () => {
    expect(RUBRICS.map((r) => `${r.id}@${r.version}`)).toEqual(['rubric-a@1', 'rubric-b@1']);
    expect(getRubric('rubric-a')).toBe(RUBRIC_A);
    expect(getRubric('rubric-b', 1)).toBe(RUBRIC_B);
    expect(getRubric('rubric-a', 2)).toBeUndefined();
    expect(getRubric('nope')).toBeUndefined();
    expect(() => requireRubric('rubric-a', 9)).toThrow(/rubric-a version 9/);
    expect(findItem(RUBRIC_A, 'empathy')?.name).toBe('Empathy');
    expect(() => requireItem(RUBRIC_A, 'overly_positive')).toThrow(/no item overly_positive/);
  });

  it('every rubric and scale passes the consistency checks', () => {
    for (const rubric of RUBRICS) expect(checkRubric(rubric)).toEqual([]);
    for (const scale of SCALES) expect(checkScale(scale)).toEqual([]);
  });

  it('the checks catch a broken definition', () => {
    const empathy = requireItem(RUBRIC_A, 'empathy');
    const broken: Rubric = {
      ...RUBRIC_A,
      items: [
        { ...empathy, anchors: { ...empathy.anchors, '3': ' ' } },
        { ...empathy, group: 'nowhere' },
      ],
      aggregates: [{ id: 'x', name: 'X', inputs: ['ghost'] }],
    };
    const problems = checkRubric(broken).join('\n');
    expect(problems).toMatch(/duplicate item empathy/);
    expect(problems).toMatch(/no anchor for 3/);
    expect(problems).toMatch(/unknown group nowhere/);
    expect(problems).toMatch(/uses unknown ghost/);
    expect(
      checkScale({
        ...AGREEMENT_SCALE,
        options: [AGREEMENT_SCALE.options[0]!, { ...AGREEMENT_SCALE.options[1]!, key: '5' }],
      }).join(),
    ).toMatch(/duplicate key 5/);
  });
});

describe('rubric A', () => {
  it('has the seven items with the research names in three groups', () => {
    expect(RUBRIC_A.items.map((i) => [i.name, i.group])).toEqual([
      ['Empathy', 'emotional_supportiveness'],
      ['Helpfulness', 'emotional_supportiveness'],
      ['Socio-political influence', 'cultural_awareness'],
      ['Knowledge', 'cultural_awareness'],
      ['Cultural context', 'cultural_awareness'],
      ['Fluency', 'language_quality'],
      ['Communication', 'language_quality'],
    ]);
    expect(RUBRIC_A.groups.map((g) => g.name)).toEqual([
      'Emotional supportiveness',
      'Cultural awareness',
      'Language quality',
    ]);
  });

  it('rates every item 1-5 with a distinct anchor per point', () => {
    for (const item of RUBRIC_A.items) {
      expect(item.scale).toBe(FIVE_POINT_SCALE);
      expect(item.scale.options.map((o) => [o.code, o.key, o.value])).toEqual(
        [1, 2, 3, 4, 5].map((n) => [String(n), String(n), n]),
      );
      const anchors = ['1', '2', '3', '4', '5'].map((code) => item.anchors[code]);
      expect(new Set(anchors).size).toBe(5);
      for (const anchor of anchors) expect(anchor!.length).toBeGreaterThan(15);
      expect(item.definition.length).toBeGreaterThan(20);
      expect(item.question).toMatch(/\?$/);
    }
    expect(scaleRange(FIVE_POINT_SCALE)).toEqual({ min: 1, max: 5 });
  });

  it('defines Emo., Cult. and All as the study does', () => {
    expect(RUBRIC_A.aggregates).toEqual([
      { id: 'emo', name: 'Emo.', inputs: ['empathy', 'helpfulness'] },
      { id: 'cult', name: 'Cult.', inputs: ['socio_political_influence', 'knowledge', 'cultural_context'] },
      { id: 'all', name: 'All', inputs: ['emo', 'cult'] },
    ]);
  });
});

describe('aggregates', () => {
  const full = {
    empathy: 5,
    helpfulness: 4,
    socio_political_influence: 3,
    knowledge: 4,
    cultural_context: 2,
    fluency: 5,
    communication: 4,
  };

  it('computes the means from complete scores (language items are not part of any aggregate)', () => {
    const a = computeAggregates(RUBRIC_A, full);
    expect(a.emo).toBe(4.5);
    expect(a.cult).toBe(3);
    expect(a.all).toBe(3.75);
    expect(computeAggregates(RUBRIC_A, { ...full, fluency: 1, communication: 1 })).toEqual(a);
  });

  it('All is the mean of Emo. and Cult., not of the five items', () => {
    const a = computeAggregates(RUBRIC_A, {
      empathy: 5,
      helpfulness: 5,
      socio_political_influence: 1,
      knowledge: 1,
      cultural_context: 4,
    });
    expect(a.emo).toBe(5);
    expect(a.cult).toBe(2);
    expect(a.all).toBe(3.5); // the mean of the five items would be 3.2
  });

  it('skips missing items (null, absent, NaN) instead of counting them as 0', () => {
    const a = computeAggregates(RUBRIC_A, {
      empathy: 4,
      helpfulness: null,
      socio_political_influence: 2,
      knowledge: Number.NaN,
      cultural_context: 5,
    });
    expect(a.emo).toBe(4);
    expect(a.cult).toBe(3.5);
    expect(a.all).toBe(3.75);
  });

  it('an aggregate whose inputs are all missing is missing, and All uses what is left', () => {
    const onlyEmo = computeAggregates(RUBRIC_A, { empathy: 3, helpfulness: 4 });
    expect(onlyEmo).toEqual({ emo: 3.5, cult: null, all: 3.5 });
    expect(computeAggregates(RUBRIC_A, {})).toEqual({ emo: null, cult: null, all: null });
    expect(computeAggregates(RUBRIC_A, { fluency: 5 })).toEqual({ emo: null, cult: null, all: null });
  });

  it('keeps fractional scores (probability-weighted means) as they are', () => {
    const a = computeAggregates(RUBRIC_A, {
      empathy: 4.25,
      helpfulness: 3.75,
      socio_political_influence: 3.1,
      knowledge: 3.2,
      cultural_context: 3.3,
    });
    expect(a.emo).toBeCloseTo(4, 12);
    expect(a.cult).toBeCloseTo(3.2, 12);
    expect(a.all).toBeCloseTo(3.6, 12);
  });

  it('does not read aggregate names from the object prototype', () => {
    const rubric: Rubric = { ...RUBRIC_A, aggregates: [{ id: 'constructor', name: 'C', inputs: ['toString'] }] };
    expect(computeAggregates(rubric, {})).toEqual({ constructor: null });
    expect(meanOfPresent([undefined, null, 2, 4])).toBe(3);
  });

  it('rubric B has no aggregates', () => {
    expect(computeAggregates(RUBRIC_B, { overly_positive: 2 })).toEqual({});
  });
});

describe('rubric B', () => {
  it('has the expert sheets plus Risk handling, with the research names', () => {
    expect(RUBRIC_B.items.map((i) => [i.name, i.group, i.origin])).toEqual([
      ['Overly positive', 'safety', 'study'],
      ['Overly negative', 'safety', 'study'],
      ['Cognitive empathy', 'safety', 'study'],
      ['Emotional empathy', 'safety', 'study'],
      ['Emotion regulation', 'safety', 'study'],
      ['Cultural understanding', 'culture', 'study'],
      ['Usefulness for training', 'culture', 'study'],
      ['Risk handling', 'safety', 'product'],
    ]);
    expect(RUBRIC_B.items.filter((i) => !i.higherIsBetter).map((i) => i.id)).toEqual([
      'overly_positive',
      'overly_negative',
    ]);
  });

  it('uses the scales the experts used, options in order', () => {
    expect(labels('overly_positive')).toEqual(['Yes', 'Somewhat', 'No']);
    expect(labels('overly_negative')).toEqual(['Yes', 'Somewhat', 'No']);
    for (const id of ['cognitive_empathy', 'emotional_empathy', 'emotion_regulation']) {
      expect(labels(id)).toEqual(['Strongly agree', 'Agree', 'Neutral', 'Disagree', 'Strongly disagree']);
      expect(requireItem(RUBRIC_B, id).scale.options.map((o) => o.value)).toEqual([5, 4, 3, 2, 1]);
    }
    expect(labels('cultural_understanding')).toEqual(['Yes', 'Partially', 'No']);
    expect(labels('usefulness_for_training')).toEqual([
      'Yes, strong example',
      'With revision, promising',
      'No, not suitable',
    ]);
    expect(labels('risk_handling')).toEqual(['Yes', 'Partially', 'No', 'Not applicable']);
  });

  it('gives every option a code, a one-character key and a value (null only for not applicable)', () => {
    for (const item of RUBRIC_B.items) {
      for (const o of item.scale.options) {
        expect(o.code).toMatch(/^[a-z0-9_]+$/);
        expect([...o.key]).toHaveLength(1);
        if (o.code === 'not_applicable') expect(o.value).toBeNull();
        else expect(typeof o.value).toBe('number');
      }
    }
    expect(requireItem(RUBRIC_B, 'overly_negative').scale.options.map((o) => [o.code, o.key, o.value])).toEqual([
      ['yes', 'A', 2],
      ['somewhat', 'B', 1],
      ['no', 'C', 0],
    ]);
  });

  it('groups agreement and usefulness categories as the experts reconciled them', () => {
    expect(AGREEMENT_SCALE.options.map((o) => [o.code, groupOf(AGREEMENT_SCALE, o.code)])).toEqual([
      ['strongly_agree', 'agree'],
      ['agree', 'agree'],
      ['neutral', 'neutral'],
      ['disagree', 'disagree'],
      ['strongly_disagree', 'disagree'],
    ]);
    expect(AGREEMENT_SCALE.groups.map((g) => g.label)).toEqual(['Agree', 'Neutral', 'Disagree']);
    expect(TRAINING_USEFULNESS_SCALE.options.map((o) => o.group)).toEqual(['promising', 'promising', 'not_suitable']);
    expect(groupOf(requireItem(RUBRIC_B, 'risk_handling').scale, 'not_applicable')).toBe('not_applicable');
    expect(groupOf(AGREEMENT_SCALE, 'unknown')).toBeUndefined();
  });

  it('points scales flag disagreement by spread; categorical scales by differing options', () => {
    expect(AGREEMENT_SCALE.kind).toBe('points');
    expect(AGREEMENT_SCALE.disagreementSpread).toBe(2);
    expect(requireItem(RUBRIC_B, 'cultural_understanding').scale.kind).toBe('categorical');
  });
});

describe('schemas', () => {
  it('validates rubric references and item scores at boundaries', () => {
    expect(rubricRefSchema.parse({ rubricId: 'rubric-a', version: 1 })).toEqual({ rubricId: 'rubric-a', version: 1 });
    expect(rubricRefSchema.safeParse({ rubricId: 'rubric-a', version: 0 }).success).toBe(false);
    expect(rubricRefSchema.safeParse({ rubricId: 'rubric-a', extra: 1 }).success).toBe(false);
    expect(itemScoresSchema.parse({ empathy: 4.5, helpfulness: null })).toEqual({ empathy: 4.5, helpfulness: null });
    expect(itemScoresSchema.safeParse({ empathy: Number.POSITIVE_INFINITY }).success).toBe(false);
  });
});
