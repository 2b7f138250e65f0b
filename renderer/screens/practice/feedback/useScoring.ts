// Scoring the latest version: starts practice.scoreVersion when feedback is still owed (once per
// version, also under StrictMode), streams each judgement and the progress, can be cancelled and
// retried, and hands the stored feedback back to the attempt when done. Never blocks the trainee.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AttemptState, VersionFeedback } from '../../../../shared/domain/practice';
import { api, ApiCallError } from '../../../api/client';
import { addLiveJudgement, parseLiveJudgement, type LiveJudgements } from './live-judgements';

/** Feedback that has not been produced yet, or failed as a whole and may succeed on a new try. */
export const needsScoring = (feedback: readonly VersionFeedback[]): boolean =>
  feedback.some((f) => f.status === 'pending' || f.status === 'running' || f.status === 'failed');

type Run = { progress: { done: number; total: number } | null; live: LiveJudgements; error: unknown };

export function useScoring(attempt: AttemptState, onAttempt: (next: AttemptState) => void) {
  const version = attempt.versions.at(-1) ?? null;
  const versionId = version?.id ?? null;
  // Scoring that is owed starts on mount: show the progress from the first paint.
  const [run, setRun] = useState<Run>(() => ({
    progress: version && needsScoring(version.feedback) ? { done: 0, total: 0 } : null,
    live: {},
    error: null,
  }));
  const abort = useRef<AbortController | null>(null);
  const latest = useRef({ attempt, onAttempt });
  useEffect(() => {
    latest.current = { attempt, onAttempt };
  });

  const start = useCallback(async () => {
    if (versionId === null || abort.current) return;
    const controller = new AbortController();
    abort.current = controller;
    setRun({ progress: { done: 0, total: 0 }, live: {}, error: null });
    try {
      const feedback = await api.task(
        'practice.scoreVersion',
        { versionId },
        {
          signal: controller.signal,
          onProgress: (done, total) => setRun((r) => ({ ...r, progress: { done, total } })),
          onOutput: (rubricId, text) => {
            const judgement = parseLiveJudgement(text);
            if (judgement) setRun((r) => ({ ...r, live: addLiveJudgement(r.live, rubricId, judgement) }));
          },
        },
      );
      const current = latest.current.attempt;
      latest.current.onAttempt({
        ...current,
        versions: current.versions.map((v) => (v.id === versionId ? { ...v, feedback } : v)),
      });
      setRun((r) => ({ ...r, progress: null }));
    } catch (error) {
      const cancelled = error instanceof ApiCallError && error.code === 'cancelled';
      setRun((r) => ({ ...r, progress: null, error: cancelled ? null : error }));
      // What was stored before the stop or failure is the truth now.
      api.call('practice.get', { attemptId: latest.current.attempt.id }).then(
        (next) => latest.current.onAttempt(next),
        () => undefined,
      );
    } finally {
      abort.current = null;
    }
  }, [versionId]);

  const cancel = useCallback(() => abort.current?.abort(), []);

  const startedFor = useRef<number | null>(null);
  useEffect(() => {
    if (versionId === null || startedFor.current === versionId) return;
    startedFor.current = versionId;
    if (needsScoring(latest.current.attempt.versions.at(-1)?.feedback ?? [])) void start();
  }, [versionId, start]);

  return { ...run, running: run.progress !== null, start, cancel };
}
