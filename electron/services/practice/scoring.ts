// AI feedback on a draft version: the attempt's rubrics scored by its judges (or each rubric's
// default judges), each judgement streamed as it arrives and the outcome per rubric stored in
// version_feedback. A rubric that cannot be scored (no judge, a failing server) is marked failed
// with the reason, so the trainee can always go on. What streams and what is returned is what the
// viewer may see (attempt-state.ts: feedbackAccess).
import type { Database } from 'better-sqlite3';
import type { ItemJudgement, ScoreResult } from '../../../shared/domain/judging';
import { withFailureTag } from '../../../shared/domain/failure-tag';
import type { VersionFeedback } from '../../../shared/domain/practice';
import { AppError } from '../errors';
import { requireJudgeConsent } from '../exchange/judge-consent';
import { classifyConnectionFailure } from '../judges/connection-failure';
import type { JudgeText } from '../judges/jobs';
import type { JudgingService } from '../judges/service';
import type { TaskContext } from '../tasks';
import { assertReader, requireAttempt } from './access';
import { feedbackAccess, feedbackFor, judgementVisible, parseSnapshot, type Viewer } from './attempt-state';
import { parseConfig } from './config';
import { linkJudgements } from './feedback-links';
import { ensureFeedbackRows, feedbackByVersion, getVersionRow, setFeedback } from './versions-queries';

type Plan = { rubricId: string; run: ((context: TaskContext) => Promise<ScoreResult[]>) | null; error: string | null };

/** The error's message, tagged with the kind of connection failure when it is one (failure-tag.ts). */
const messageOf = (error: unknown): string =>
  withFailureTag(error instanceof Error ? error.message : String(error), classifyConnectionFailure(error));

/** How a finished run is stored: failed when no judge answered at all, otherwise done. */
function outcomeOf(result: ScoreResult): { status: 'done' | 'failed'; errorMessage: string | null } {
  const judgements = result.judgements;
  if (judgements.length > 0 && judgements.every((j) => j.status === 'error')) {
    return {
      status: 'failed',
      errorMessage: judgements.find((j) => j.errorMessage)?.errorMessage ?? 'The judges did not answer.',
    };
  }
  if (judgements.length === 0) return { status: 'failed', errorMessage: 'The judges gave no judgement.' };
  return { status: 'done', errorMessage: null };
}

/**
 * Checks the version and who asks at once, and returns the task. Output events are keyed by rubric
 * id, one event per judgement (JSON of an ItemJudgement); a judgement the viewer may not see is not
 * sent. Progress counts the judgements of all rubrics together.
 */
export function planScoreVersion(
  deps: { db: Database; judging: JudgingService },
  versionId: number,
  viewer: Viewer,
  options: { rescoreMissing?: boolean } = {},
): (context: TaskContext) => Promise<VersionFeedback[]> {
  const { db, judging } = deps;
  const version = getVersionRow(db, versionId);
  if (!version) throw new AppError('not_found', `There is no draft version with id ${versionId}.`);
  const attempt = requireAttempt(db, version.attempt_id);
  assertReader(attempt, viewer);
  if (options.rescoreMissing && viewer.role === 'trainee')
    throw new AppError('forbidden', 'Only supervisors and instructors can have missing items scored again.');
  requireJudgeConsent(db, attempt.exercise_id);
  const config = parseConfig(attempt.config);
  const snapshot = parseSnapshot(attempt.scenario_snapshot);
  const access = feedbackAccess(db, attempt, viewer);
  const text: JudgeText = {
    input: { post: snapshot.postText, reply: version.text, culture: snapshot.cultureName },
    target: { type: 'draft_version', id: versionId },
  };

  let sink: TaskContext | null = null;
  const stream = (rubricId: string, judgement: ItemJudgement) => {
    // Each judgement is linked to the version's feedback as it arrives, so a stop keeps what was scored.
    if (judgement.judgementId !== undefined)
      linkJudgements(db, versionId, rubricId, [{ ...judgement, id: judgement.judgementId }]);
    if (judgementVisible(access, judgement.judgeId, rubricId, judgement.item))
      sink?.output?.(rubricId, JSON.stringify(judgement));
  };
  const plans: Plan[] = config.rubricIds.map((rubricId) => {
    try {
      const run = judging.planBatch({
        rubricId,
        judgeIds: config.judgeIds,
        texts: [text],
        onJudgement: (_index, judgement) => stream(rubricId, judgement),
        retryMissing: options.rescoreMissing ?? false,
      });
      return { rubricId, run, error: null };
    } catch (error) {
      return { rubricId, run: null, error: messageOf(error) };
    }
  });
  ensureFeedbackRows(db, versionId, config.rubricIds);

  return async (context) => {
    sink = context;
    const counts = new Map<string, { done: number; total: number }>();
    const report = () => {
      let done = 0;
      let total = 0;
      for (const c of counts.values()) {
        done += c.done;
        total += c.total;
      }
      context.progress(done, total);
    };
    for (const plan of plans) {
      if (plan.error !== null)
        setFeedback(db, versionId, plan.rubricId, { status: 'failed', errorMessage: plan.error });
      else setFeedback(db, versionId, plan.rubricId, { status: 'running' });
    }
    await Promise.all(
      plans.map(async ({ rubricId, run }) => {
        if (!run) return;
        try {
          const [result] = await run({
            signal: context.signal,
            progress: (done, total) => {
              counts.set(rubricId, { done, total });
              report();
            },
          });
          if (context.signal.aborted || !result || result.cancelled)
            setFeedback(db, versionId, rubricId, { status: 'cancelled' });
          else setFeedback(db, versionId, rubricId, outcomeOf(result));
        } catch (error) {
          setFeedback(
            db,
            versionId,
            rubricId,
            context.signal.aborted ? { status: 'cancelled' } : { status: 'failed', errorMessage: messageOf(error) },
          );
        }
      }),
    );
    const feedback = (feedbackByVersion(db, [versionId]).get(versionId) ?? []).filter((f) =>
      config.rubricIds.includes(f.rubricId),
    );
    return feedbackFor(feedback, access);
  };
}
