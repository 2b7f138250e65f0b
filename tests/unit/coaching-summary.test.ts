// The coaching panel's summaries of the analyzer's output: strategy counts, engaged signals, flag order.
import { describe, expect, it } from 'vitest';
import type { SafetyFlag, SentenceSignal, SpanEngagement } from '../../shared/analyzer/types';
import type { SupportStrategy } from '../../shared/domain/vocabulary';
import { engagementSummary, orderedFlags, strategyMix } from '../../renderer/screens/practice/draft/coaching-summary';

const sentence = (index: number, strategy: SupportStrategy): SentenceSignal => ({
  index,
  text: `s${index}`,
  start: index * 3,
  end: index * 3 + 2,
  strategy,
  confidence: 0.8,
  source: 'lexicon',
  alternative: null,
  cues: [],
});

const span = (phrase: string, kind: SpanEngagement['kind'], engaged: boolean): SpanEngagement => ({
  spanId: null,
  phrase,
  kind,
  label: null,
  engaged,
  sentenceIndex: engaged ? 0 : null,
  method: engaged ? 'words' : null,
  score: engaged ? 0.8 : 0,
  shared: [],
});

const flag = (code: SafetyFlag['code'], severity: SafetyFlag['severity']): SafetyFlag => ({
  code,
  severity,
  kind: 'k',
  message: '',
  evidence: [],
});

describe('strategyMix', () => {
  it('counts sentences per strategy in the vocabulary order, leaving out absent ones', () => {
    const mix = strategyMix([
      sentence(0, 'Providing Suggestions'),
      sentence(1, 'Reflection of Feelings'),
      sentence(2, 'Questions'),
      sentence(3, 'Reflection of Feelings'),
    ]);
    expect(mix).toEqual([
      { strategy: 'Questions', count: 1, share: 0.25 },
      { strategy: 'Reflection of Feelings', count: 2, share: 0.5 },
      { strategy: 'Providing Suggestions', count: 1, share: 0.25 },
    ]);
  });

  it('is empty for a reply without sentences', () => {
    expect(strategyMix([])).toEqual([]);
  });
});

describe('engagementSummary', () => {
  it('lists distress before cultural signals, keeps post order, and counts engaged ones', () => {
    const summary = engagementSummary([
      span('honour', 'cultural_signal', true),
      span('I cannot sleep', 'distress', false),
      span('so tired', 'distress', true),
    ]);
    expect(summary.items.map((s) => s.phrase)).toEqual(['I cannot sleep', 'so tired', 'honour']);
    expect(summary).toMatchObject({ engaged: 2, total: 3 });
  });
});

describe('orderedFlags', () => {
  it('puts alerts first, then warnings, then notes, stable within a severity', () => {
    const flags = [
      flag('minimising', 'info'),
      flag('frame_clash', 'warning'),
      flag('risk_ignored', 'alert'),
      flag('toxic_positivity', 'warning'),
    ];
    expect(orderedFlags(flags).map((f) => f.code)).toEqual([
      'risk_ignored',
      'frame_clash',
      'toxic_positivity',
      'minimising',
    ]);
  });
});
