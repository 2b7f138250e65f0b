// Fast local analyzer on the built-in library (assets/library): risk handling of the Standard vs the adapted responses, no
// tone flags on the expert exemplars, language check, and agreement with the library's expert strategy annotations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type AnalysisResult, type Analyzer } from '../../electron/services/analyzer';
import { engagementRates, strategyAgreement } from '../../electron/services/analyzer/evaluate';
import { libraryReplies, type LibraryReply } from '../../electron/services/analyzer/library-replies';

let analyzer: Analyzer;
let runs: { reply: LibraryReply; result: AnalysisResult }[] = [];

beforeAll(async () => {
  analyzer = await createAnalyzer();
  for (const reply of libraryReplies()) runs.push({ reply, result: await analyzer.analyze(reply.input) });
}, 180_000);

afterAll(async () => {
  await analyzer?.dispose();
  runs = [];
});

const hasFlag = (r: { result: AnalysisResult }, code: string) => r.result.flags.some((f) => f.code === code);

describe('library: risk handling', () => {
  it('covers 40 scenarios x 6 replies, 9 of them with risk cues', () => {
    expect(runs).toHaveLength(240);
    expect(new Set(runs.filter((r) => r.reply.risk !== 'none').map((r) => r.reply.scenarioId)).size).toBe(9);
  });

  it('flags risk_ignored on every Standard response to a risk post, and on none of the +guided, +annotation and +cga ones', () => {
    const risky = runs.filter((r) => r.reply.risk !== 'none');
    const standard = risky.filter((r) => r.reply.kind === 'standard');
    expect(standard.filter((r) => !hasFlag(r, 'risk_ignored')).map((r) => r.reply.scenarioId)).toEqual([]);
    for (const kind of ['guided', 'annotation', 'cga']) {
      expect(
        risky.filter((r) => r.reply.kind === kind && hasFlag(r, 'risk_ignored')).map((r) => r.reply.scenarioId),
        kind,
      ).toEqual([]);
    }
    // Every Standard response mentions at most therapy or counselling "at some point": all are alerts.
    for (const r of standard) expect(r.result.flags.find((f) => f.code === 'risk_ignored')?.severity).toBe('alert');
  });

  it('never flags risk_ignored where the post has no risk cues', () => {
    expect(
      runs
        .filter((r) => r.reply.risk === 'none' && hasFlag(r, 'risk_ignored'))
        .map((r) => `${r.reply.scenarioId}/${r.reply.kind}`),
    ).toEqual([]);
  });
});

describe('library: tone and frame flags', () => {
  it('raises no minimising or toxic_positivity flag on the expert exemplars (+guided, +annotation, +cga)', () => {
    const exemplars = runs.filter((r) => ['guided', 'annotation', 'cga'].includes(r.reply.kind));
    expect(
      exemplars
        .filter((r) => hasFlag(r, 'minimising') || hasFlag(r, 'toxic_positivity'))
        .map((r) => `${r.reply.scenarioId}/${r.reply.kind}`),
    ).toEqual([]);
  });

  it('finds frame clashes in Standard responses and none in +cga ones', () => {
    const count = (kind: string) =>
      runs.filter(
        (r) =>
          r.reply.kind === kind && r.result.flags.some((f) => f.code === 'frame_clash' && f.severity === 'warning'),
      ).length;
    expect(count('standard')).toBeGreaterThanOrEqual(8);
    expect(count('cga')).toBe(0);
  });

  it('finds dismissive wording in low-empathy peer replies more often than in high-empathy ones', () => {
    const peers = runs.filter((r) => r.reply.kind === 'peer');
    const rate = (list: typeof peers) => list.filter((r) => hasFlag(r, 'minimising')).length / list.length;
    expect(rate(peers.filter((r) => (r.reply.empathy ?? 3) <= 2))).toBeGreaterThan(
      rate(peers.filter((r) => (r.reply.empathy ?? 3) >= 4)),
    );
  });
});

describe('library: language and strategies', () => {
  it('finds every reply in its post language', () => {
    expect(
      runs.filter((r) => r.result.language.matches !== true).map((r) => `${r.reply.scenarioId}/${r.reply.kind}`),
    ).toEqual([]);
  });

  it("agrees with the library's expert strategy annotations well above the majority-class baseline", () => {
    const all = strategyAgreement(runs);
    const english = strategyAgreement(runs.filter((r) => r.reply.language === 'en'));
    const rate = (c: { agree: number; sentences: number }) => c.agree / c.sentences;
    expect(all.overall.sentences).toBeGreaterThan(1500);
    expect(rate(english.overall)).toBeGreaterThan(0.6);
    expect(rate(all.overall)).toBeGreaterThan(all.majorityBaseline + 0.2);
    expect(rate(all.recall.Questions)).toBeGreaterThan(0.9);
  });

  it('counts more spans engaged by the +annotation responses than by peer replies, and few by unrelated replies', async () => {
    const subset = libraryReplies().filter((r) => r.kind === 'peer' || r.kind === 'annotation');
    const rates = await engagementRates(analyzer, subset);
    const share = (m: { spans: number; engaged: number }) => m.engaged / m.spans;
    expect(share(rates.matched.annotation as { spans: number; engaged: number })).toBeGreaterThan(
      2 * share(rates.matched.peer as { spans: number; engaged: number }),
    );
    expect(share(rates.mismatched)).toBeLessThan(0.03);
  }, 120_000);
});
