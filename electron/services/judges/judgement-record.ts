// Turns the result of a judge job (a usable or missing answer, or a failure) into the judgement row to store.
import { withFailureTag } from '../../../shared/domain/failure-tag';
import type { NewJudgement } from '../../../shared/scoring/judgement';
import { classifyConnectionFailure } from './connection-failure';
import type { JudgeRequestError } from './errors';
import type { PreparedJob } from './prepare-job';
import type { ItemOutcome } from './score-item';

const identity = (p: PreparedJob, latencyMs: number | null) => ({
  target: p.target,
  textHash: p.textHash,
  judgeId: p.job.judge.id,
  rubricId: p.job.rubric.id,
  rubricVersion: p.job.rubric.version,
  item: p.item.id,
  latencyMs,
  promptHash: p.promptHash,
  contextHash: p.contextHash,
  cacheKey: p.cacheKey,
});

/** An answer the judge gave: ok with its score, or missing with the reason and the raw output kept. */
export const judgementFromOutcome = (p: PreparedJob, o: ItemOutcome, latencyMs: number | null): NewJudgement => ({
  ...identity(p, latencyMs),
  status: o.status,
  score: o.score,
  option: o.option,
  distribution: o.distribution,
  rationale: o.rationale,
  rawOutput: o.rawOutput,
  errorMessage: o.missingReason,
  promptTokens: o.promptTokens,
  completionTokens: o.completionTokens,
  coverage: o.coverage,
});

/** A request that failed for good: stored as an error (never a score) and asked again next run. */
export const judgementFromFailure = (
  p: PreparedJob,
  error: JudgeRequestError,
  attempts: number,
  latencyMs: number | null,
): NewJudgement => ({
  ...identity(p, latencyMs),
  status: 'error',
  score: null,
  option: null,
  distribution: null,
  rationale: null,
  rawOutput: error.options.rawBody ?? null,
  // Tagged with what kind of connection failure it was, for the reader's own language (failure-tag.ts).
  errorMessage: withFailureTag(
    `${error.message} (gave up after ${attempts === 1 ? '1 attempt' : `${attempts} attempts`})`,
    classifyConnectionFailure(error),
  ),
  promptTokens: null,
  completionTokens: null,
  coverage: null,
});
