// Scoring the latest version: starts practice.scoreVersion when feedback is still owed (once per
// version, also under StrictMode), streams each judgement and the progress, can be cancelled and
// retried, and hands the stored feedback back to the attempt when done, then reads the attempt again
// (the rounds used change when no score arrived). Never blocks the trainee.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttemptState, VersionFeedback } from '../../../../shared/domain/practice';
import { api } from '../../../api/client';
import { isCancelled, useApiTask } from '../../../api/hooks';
import { addLiveJudgement, parseLiveJudgement, type LiveJudgements } from './live-judgements';

/** Feedback that has not been produced yet, or failed as a whole and may succeed on a new try. */
export const needsScoring = (feedback: readonly VersionFeedback[]): boolean =>
  feedback.some((f) => f.status === 'pending' || f.status === 'running' || f.status === 'failed');

export function useScoring(attempt: AttemptState, onAttempt: (next: AttemptState) => void) {
  const versionId = attempt.versions.at(-1)?.id ?? null;
  const task = useApiTask('practice.scoreVersion');
  const { run } = task;
  const [live, setLive] = useState<LiveJudgements>({});
  // Scoring that is owed starts on mount: show the progress from the first paint.
  const [starting, setStarting] = useState(() => needsScoring(attempt.versions.at(-1)?.feedback ?? []));
  const latest = useRef({ attempt, onAttempt });
  useEffect(() => {
    latest.current = { attempt, onAttempt };
  });

  const start = useCallback(async () => {
    if (versionId === null) return;
    setLive({});
    setStarting(false);
    const feedback = await run(
      { versionId },
      {
        onOutput: (rubricId, text) => {
          const judgement = parseLiveJudgement(text);
          if (judgement) setLive((all) => addLiveJudgement(all, rubricId, judgement));
        },
      },
    );
    const current = latest.current.attempt;
    if (feedback) {
      latest.current.onAttempt({
        ...current,
        versions: current.versions.map((v) => (v.id === versionId ? { ...v, feedback } : v)),
      });
    }
    // What was stored is the truth now, rounds included: a round whose scoring brought no score is
    // given back, so the counter and the version's round are read again after every run.
    api.call('practice.get', { attemptId: current.id }).then(
      (next) => latest.current.onAttempt(next),
      () => undefined,
    );
  }, [versionId, run]);

  const startedFor = useRef<number | null>(null);
  useEffect(() => {
    if (versionId === null || startedFor.current === versionId) return;
    startedFor.current = versionId;
    if (needsScoring(latest.current.attempt.versions.at(-1)?.feedback ?? [])) void start();
  }, [versionId, start]);

  const progress = task.progress ?? (starting ? { done: 0, total: 0 } : null);
  return {
    progress,
    live,
    error: isCancelled(task.error) ? null : task.error,
    running: progress !== null,
    start,
    cancel: task.cancel,
  };
}
