// The fast analyzer over the built-in library (assets/library) as a smoke test: every peer reply and strategy response is
// analysed, every piece of evidence points into its text, and fastText finds each reply in its post's language. Detection
// quality is NOT asserted here: the library is where earlier lexicons were written from, so it cannot test them. Quality is
// tested on sentences written for the tests (analyzer-strategies, analyzer-risk, analyzer-flags) and measured on real
// annotations with `npm run eval:analyzer`; `npm run bench -- --eval` reports the library figures for reference.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnalyzer, type AnalysisResult, type Analyzer } from '../../electron/services/analyzer';
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

describe('library smoke test', () => {
  it('analyses 40 scenarios x 6 replies into sentences with offsets into the reply', () => {
    expect(runs).toHaveLength(240);
    for (const { reply, result } of runs) {
      expect(result.sentences.length).toBeGreaterThan(0);
      for (const s of result.sentences) expect(reply.input.reply.slice(s.start, s.end)).toBe(s.text);
    }
  });

  it('anchors every flag evidence in the post or the reply', () => {
    for (const { reply, result } of runs)
      for (const f of result.flags)
        for (const e of f.evidence) {
          const source = e.where === 'post' ? (reply.input.post ?? '') : reply.input.reply;
          expect(source.slice(e.start, e.end)).toBe(e.text);
        }
  });

  it('finds every reply in its post language', () => {
    expect(
      runs.filter((r) => r.result.language.matches !== true).map((r) => `${r.reply.scenarioId}/${r.reply.kind}`),
    ).toEqual([]);
  });
});
