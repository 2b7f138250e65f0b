// Pairwise judging inside the app: two library responses compared item by item by each chosen
// judge, in both orders, with results stored (and reused while the texts and judge are unchanged).
import type { Database } from 'better-sqlite3';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { PairCompareRequest, PairComparisonView, PairCompareResult } from '../../../shared/domain/pairwise';
import { sha256Hex, textHash, promptHash } from '../../../shared/prompts/hash';
import { buildPairwisePrompt } from '../../../shared/prompts/pairwise-prompt';
import { requireItem, requireRubric } from '../../../shared/rubrics/registry';
import { tallyForX } from '../../../shared/scoring/pairwise';
import { AppError } from '../errors';
import * as library from '../library/queries';
import type { TaskContext } from '../tasks';
import { JudgeCancelledError } from './errors';
import { ProviderLimits } from './limiter';
import { comparePair, type PairRun } from './pairwise';
import { findComparison, saveComparison, type StoredComparison, type StoredRun } from './pairwise-store';
import type { ModelJudge } from './types';

/** Turns judge ids (or none: the rubric's defaults) into ready judges; provided by the judging service. */
export type JudgeResolver = (
  judgeIds: readonly string[] | undefined,
  rubricId: string,
) => { provider: JudgeProvider; judge: ModelJudge }[];

const runView = (run: PairRun): StoredRun => ({
  verdict: run.verdict.status === 'ok' ? run.verdict.verdict : null,
  rationale: run.verdict.status === 'ok' ? run.verdict.rationale : null,
  error: run.error ?? (run.verdict.status === 'missing' ? run.verdict.reason : null),
  rawOutput: run.rawOutput,
});

const publicRun = ({ verdict, rationale, error }: StoredRun) => ({ verdict, rationale, error });

export class PairwiseService {
  private readonly limits = new ProviderLimits();

  constructor(
    private readonly db: Database,
    private readonly resolveJudges: JudgeResolver,
  ) {}

  private text(responseId: number) {
    const row = library.getResponseRow(this.db, responseId);
    if (!row) throw new AppError('not_found', `There is no response with id ${responseId}.`);
    if (!row.text) throw new AppError('invalid_request', 'This response has no text yet, so it cannot be compared.');
    return { row, text: row.text };
  }

  /** Checks the request at once and returns the run, so errors come before any task starts. */
  planCompare(request: PairCompareRequest): (context: TaskContext) => Promise<PairCompareResult> {
    const rubric = requireRubric(request.rubricId);
    const items = (request.items ?? rubric.items.map((i) => i.id)).map((id) => requireItem(rubric, id));
    const x = this.text(request.x.responseId);
    const y = this.text(request.y.responseId);
    if (x.row.scenario_id !== y.row.scenario_id)
      throw new AppError('invalid_request', 'Both replies must answer the same post.');
    const scenario = library.getScenarioRow(this.db, x.row.scenario_id)!;
    if (!scenario.post_text)
      throw new AppError('invalid_request', 'The post has no text yet, so replies to it cannot be compared.');
    const post = scenario.post_text;
    const culture = library.listCultures(this.db).find((c) => c.id === scenario.culture_id)?.name ?? null;
    const judges = this.resolveJudges(request.judgeIds, rubric.id);
    if (judges.length === 0)
      throw new AppError('invalid_request', `No judge is chosen for ${rubric.name}. Add one in Settings, or pick one.`);

    const jobs = items.flatMap((item) => judges.map(({ judge }) => ({ item, judge })));
    return async (context) => {
      let done = 0;
      context.progress(0, jobs.length);
      const comparisons: PairComparisonView[] = [];
      let cancelled = false;
      await Promise.all(
        jobs.map(async ({ item, judge }) => {
          const structured = judge.capabilities.structuredOutput;
          const hashes: [string, string] = [
            promptHash(
              buildPairwisePrompt(item, { post, first: x.text, second: y.text, culture }, { structured }).messages,
            ),
            promptHash(
              buildPairwisePrompt(item, { post, first: y.text, second: x.text, culture }, { structured }).messages,
            ),
          ];
          const cacheKey = sha256Hex(
            JSON.stringify([
              'pairwise/v1',
              judge.id,
              judge.settingsFingerprint,
              rubric.id,
              rubric.version,
              item.id,
              ...hashes,
            ]),
          );
          const cached = findComparison(this.db, cacheKey);
          let stored: StoredComparison;
          let fromCache = false;
          if (cached && cached.outcome.status === 'ok') {
            stored = cached;
            fromCache = true;
          } else {
            try {
              const result = await comparePair({
                judge,
                item,
                post,
                x: x.text,
                y: y.text,
                culture,
                signal: context.signal,
                limits: this.limits,
              });
              stored = {
                judgeId: judge.id,
                rubricId: rubric.id,
                rubricVersion: rubric.version,
                item: item.id,
                x: { type: 'response', id: x.row.id, hash: textHash(x.text) },
                y: { type: 'response', id: y.row.id, hash: textHash(y.text) },
                outcome: result.outcome,
                xFirst: runView(result.xFirst),
                yFirst: runView(result.yFirst),
                promptHashes: hashes,
                cacheKey,
              };
              saveComparison(this.db, stored);
            } catch (error) {
              if (error instanceof JudgeCancelledError || context.signal.aborted) {
                cancelled = true;
                return;
              }
              throw error;
            }
          }
          comparisons.push({
            item: item.id,
            judgeId: judge.id,
            outcome: stored.outcome,
            xFirst: publicRun(stored.xFirst),
            yFirst: publicRun(stored.yFirst),
            fromCache,
          });
          context.progress(++done, jobs.length);
        }),
      );
      const order = (c: PairComparisonView) =>
        items.findIndex((i) => i.id === c.item) * judges.length + judges.findIndex((j) => j.judge.id === c.judgeId);
      comparisons.sort((a, b) => order(a) - order(b));
      const tallies = Object.fromEntries(
        judges.map(({ judge }) => [
          judge.id,
          tallyForX(comparisons.filter((c) => c.judgeId === judge.id).map((c) => c.outcome)),
        ]),
      );
      return {
        rubricId: rubric.id,
        rubricVersion: rubric.version,
        comparisons,
        tallies,
        sentTo: judges.map(({ provider }) => ({
          judgeId: provider.id,
          host: provider.destination.host,
          offMachine: provider.destination.offMachine,
        })),
        cancelled: cancelled || context.signal.aborted,
      };
    };
  }
}
