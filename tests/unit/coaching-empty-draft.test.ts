// An empty (or whitespace-only) draft is "nothing to check yet", never "no safety flags": the analyzer and the coaching
// service mark the result as empty, and the panel's flag section says so and still shows a risky post's risk level.
import { describe, expect, it } from 'vitest';
import type { AnalysisResult } from '../../electron/services/analyzer';
import { emptyAnalysis } from '../../electron/services/practice/coach';
import { flagsView } from '../../renderer/screens/practice/draft/coaching-summary';
import { useAnalyzer } from '../helpers/analyzer';

const ACUTE_POST = "I wrote a goodbye letter to my sister and I'm going to do it tonight.";

const analyzer = useAnalyzer({ encoder: null });

const result = (over: Partial<AnalysisResult>): AnalysisResult => ({
  sentences: [],
  spans: [],
  flags: [],
  language: { reply: null, post: null, expected: 'en', matches: null },
  meta: { version: 2, encoder: false, languageId: false, ms: 0 },
  ...over,
});

describe('an empty draft', () => {
  it('is marked empty by the coaching service, with nothing flagged', () => {
    const empty = emptyAnalysis({ post: ACUTE_POST, postLanguage: 'en', spans: [] }, false, false);
    expect(empty.empty).toBe(true);
    expect(empty.flags).toEqual([]);
  });

  it('is marked empty by the analyzer too (no risk_ignored for a reply not written yet); a written reply is not', async () => {
    for (const reply of ['', '   \n\t ']) {
      const r = await analyzer().analyze({ reply, post: ACUTE_POST, postLanguage: 'en' });
      expect(r.empty, JSON.stringify(reply)).toBe(true);
      expect(r.flags).toEqual([]);
    }
    const written = await analyzer().analyze({ reply: 'Stay strong.', post: ACUTE_POST, postLanguage: 'en' });
    expect(written.empty).toBeUndefined();
    expect(written.flags.map((f) => f.code)).toContain('risk_ignored');
  });

  it('shows "nothing to check yet" with the post risk in the flag section, not "no safety flags"', () => {
    expect(flagsView(result({ empty: true }), 'acute')).toEqual({ state: 'nothing_to_check', postRisk: 'acute' });
    expect(flagsView(result({ empty: true }), 'elevated')).toEqual({ state: 'nothing_to_check', postRisk: 'elevated' });
    expect(flagsView(result({ empty: true }), 'none')).toEqual({ state: 'nothing_to_check', postRisk: null });
    expect(flagsView(result({ empty: true }), null)).toEqual({ state: 'nothing_to_check', postRisk: null });
  });

  it('leaves written replies as they were: no flags, or the flags in order of severity', () => {
    const sentence = {
      index: 0,
      text: 'Hi.',
      start: 0,
      end: 3,
      strategy: 'Others' as const,
      confidence: 1,
      source: 'lexicon' as const,
      alternative: null,
      cues: [],
    };
    expect(flagsView(result({ sentences: [sentence] }), 'acute')).toEqual({ state: 'none' });
    const warning = { code: 'minimising' as const, severity: 'warning' as const, kind: 'k', message: '', evidence: [] };
    const alert = { code: 'harmful_reply' as const, severity: 'alert' as const, kind: 'k', message: '', evidence: [] };
    expect(flagsView(result({ sentences: [sentence], flags: [warning, alert] }), 'acute')).toEqual({
      state: 'flags',
      flags: [alert, warning],
    });
  });
});
