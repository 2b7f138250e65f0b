// Benchmark of the fast local analyzer: runs it over every peer reply and strategy response of the built-in library and prints
// p50/p95 per reply (cold, post prepared, one edit while typing). --eval adds agreement with the library's expert strategy
// annotations, span engagement vs unrelated replies, and flag counts; --calibrate prints the span-vs-unrelated-sentence
// similarity quantiles behind the encoder engagement threshold. --json prints one JSON object instead of the table.
// Usage: npm run bench [-- --eval] [--calibrate] [--json] [--lexicon-only | --embed-all] [--threads=N]
import { SUPPORT_STRATEGIES } from '../shared/domain/vocabulary';
import { createAnalyzer, type Analyzer } from '../electron/services/analyzer/analyzer';
import { calibrateEncoderThreshold, engagementRates, strategyAgreement } from '../electron/services/analyzer/evaluate';
import { ENGAGEMENT_TUNING } from '../electron/services/analyzer/engagement';
import { loadEncoder } from '../electron/services/models/encoder';
import { libraryReplies, type LibraryReply } from '../electron/services/analyzer/library-replies';
import type { AnalysisResult } from '../shared/analyzer/types';

const args = new Set(process.argv.slice(2));
const asJson = args.has('--json');
const withEval = args.has('--eval');

const percentile = (values: number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] as number;
};
const summary = (values: number[]) => ({
  n: values.length,
  p50: round(percentile(values, 50)),
  p95: round(percentile(values, 95)),
  max: round(Math.max(...values)),
});
const round = (x: number) => Math.round(x * 10) / 10;
const share = (x: number) => Number(x.toFixed(3));

async function timed<T>(run: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now();
  const value = await run();
  return [value, performance.now() - start];
}

/** A small edit at the end of the reply, as when a trainee keeps typing. */
const edited = (reply: string): string => `${reply.trimEnd()} Take care.`;

async function bench(analyzer: Analyzer, replies: readonly LibraryReply[]) {
  const cold: number[] = [];
  const prepared: number[] = [];
  const typing: number[] = [];
  const results: { reply: LibraryReply; result: AnalysisResult }[] = [];
  for (const reply of replies) {
    analyzer.clearCache();
    const [, coldMs] = await timed(() => analyzer.analyze(reply.input));
    cold.push(coldMs);
    analyzer.clearCache();
    await analyzer.prepare(reply.input);
    const [result, preparedMs] = await timed(() => analyzer.analyze(reply.input));
    prepared.push(preparedMs);
    results.push({ reply, result });
    const [, typingMs] = await timed(() => analyzer.analyze({ ...reply.input, reply: edited(reply.input.reply) }));
    typing.push(typingMs);
  }
  return { cold: summary(cold), prepared: summary(prepared), typing: summary(typing), results };
}

function flagCounts(results: readonly { reply: LibraryReply; result: AnalysisResult }[]) {
  const counts: Record<string, Record<string, number>> = {};
  for (const { reply, result } of results) {
    const row = (counts[reply.kind] ??= { replies: 0 });
    row.replies = (row.replies ?? 0) + 1;
    for (const f of result.flags) row[`${f.code}:${f.kind}`] = (row[`${f.code}:${f.kind}`] ?? 0) + 1;
  }
  return counts;
}

async function main(): Promise<void> {
  const threadsArg = process.argv.find((a) => a.startsWith('--threads='));
  const encoderOptions = threadsArg ? { threads: Number(threadsArg.slice('--threads='.length)) } : undefined;
  const [analyzer, loadMs] = await timed(() =>
    createAnalyzer({
      ...(args.has('--lexicon-only') ? { encoder: null } : {}),
      embedAll: args.has('--embed-all'),
      encoderOptions,
    }),
  );
  const replies = libraryReplies();
  const sentences = { total: 0 };
  const run = await bench(analyzer, replies);
  for (const r of run.results) sentences.total += r.result.sentences.length;
  const report: Record<string, unknown> = {
    encoder: analyzer.hasEncoder,
    languageId: analyzer.hasLanguageId,
    warmUpMs: round(loadMs),
    replies: replies.length,
    sentencesPerReply: round(sentences.total / replies.length),
    perReplyMs: { cold: run.cold, postPrepared: run.prepared, typing: run.typing },
  };
  if (withEval) {
    const agreement = strategyAgreement(run.results);
    const english = strategyAgreement(run.results.filter((r) => r.reply.language === 'en'));
    report.strategyAgreement = {
      all: agreement.overall,
      allRate: share(agreement.overall.agree / agreement.overall.sentences),
      englishRate: share(english.overall.agree / english.overall.sentences),
      majorityBaseline: share(agreement.majorityBaseline),
      byLanguage: agreement.byLanguage,
      recall: agreement.recall,
      precision: agreement.precision,
    };
    report.engagement = await engagementRates(analyzer, replies);
    report.flags = flagCounts(run.results);
  }
  await analyzer.dispose();
  if (args.has('--calibrate')) {
    const encoder = await loadEncoder(encoderOptions);
    const c = await calibrateEncoderThreshold(encoder, replies);
    await encoder.dispose();
    const passing = (list: number[]) =>
      share(list.filter((x) => x >= ENGAGEMENT_TUNING.encoderThreshold).length / Math.max(1, list.length));
    report.encoderCalibration = {
      threshold: ENGAGEMENT_TUNING.encoderThreshold,
      unrelatedQuantiles: c.quantiles,
      unrelatedPassing: passing(c.mismatched),
      annotationResponsePassing: passing(c.matched),
      spans: c.mismatched.length,
    };
  }
  if (asJson) {
    console.log(JSON.stringify(report, null, 2));
    return;
  }
  console.log(
    `Fast local analyzer: ${replies.length} library replies (${report.sentencesPerReply} sentences each on average); encoder ${analyzer.hasEncoder ? 'on' : 'off'}, fastText ${analyzer.hasLanguageId ? 'on' : 'off'}; warm-up ${report.warmUpMs} ms`,
  );
  console.log('');
  console.log('per reply (ms)              p50     p95     max');
  const row = (label: string, s: { p50: number; p95: number; max: number }) =>
    console.log(
      `${label.padEnd(26)}${String(s.p50).padStart(5)}   ${String(s.p95).padStart(5)}   ${String(s.max).padStart(5)}`,
    );
  row('cold (nothing cached)', run.cold);
  row('post prepared', run.prepared);
  row('typing (one edit)', run.typing);
  if (report.encoderCalibration) {
    const c = report.encoderCalibration as {
      threshold: number;
      unrelatedQuantiles: Record<string, number>;
      unrelatedPassing: number;
      annotationResponsePassing: number;
      spans: number;
    };
    console.log('');
    console.log(
      `encoder engagement threshold ${c.threshold}: unrelated-reply similarity quantiles ${JSON.stringify(c.unrelatedQuantiles)} over ${c.spans} English spans;`,
    );
    console.log(
      `  passing: ${c.unrelatedPassing} of unrelated spans, ${c.annotationResponsePassing} of spans vs their +annotation response (encoder alone)`,
    );
  }
  if (withEval) {
    const a = report.strategyAgreement as {
      allRate: number;
      englishRate: number;
      majorityBaseline: number;
      byLanguage: Record<string, { sentences: number; agree: number }>;
      recall: Record<string, { sentences: number; agree: number }>;
      precision: Record<string, { sentences: number; agree: number }>;
    };
    console.log('');
    console.log(
      `strategy agreement with the library's expert annotations: ${a.allRate} (English ${a.englishRate}; majority-class baseline ${a.majorityBaseline})`,
    );
    for (const [lang, c] of Object.entries(a.byLanguage))
      console.log(`  ${lang}: ${(c.agree / c.sentences).toFixed(3)} of ${c.sentences} sentences`);
    for (const s of SUPPORT_STRATEGIES) {
      const r = a.recall[s] as { sentences: number; agree: number };
      const p = a.precision[s] as { sentences: number; agree: number };
      console.log(
        `  ${s.padEnd(28)} recall ${(r.agree / Math.max(1, r.sentences)).toFixed(2)} (${r.sentences})  precision ${(p.agree / Math.max(1, p.sentences)).toFixed(2)} (${p.sentences})`,
      );
    }
    const e = report.engagement as Awaited<ReturnType<typeof engagementRates>>;
    console.log('');
    console.log('spans engaged by their own replies:');
    for (const [kind, m] of Object.entries(e.matched))
      console.log(`  ${kind.padEnd(10)} ${(m.engaged / m.spans).toFixed(2)} of ${m.spans}`);
    console.log(
      `spans "engaged" by another scenario's reply (false positives): ${(e.mismatched.engaged / e.mismatched.spans).toFixed(3)} of ${e.mismatched.spans} ${JSON.stringify(e.mismatched.byMethod)}`,
    );
    console.log('');
    console.log('flags per reply kind:');
    for (const [kind, counts] of Object.entries(report.flags as Record<string, Record<string, number>>))
      console.log(`  ${kind.padEnd(10)} ${JSON.stringify(counts)}`);
  }
}

await main();
