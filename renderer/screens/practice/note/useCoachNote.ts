// The coach's note on the latest version: asked for once when the exercise has notes and the version
// has none yet (also under StrictMode); how much of the model's answer has arrived, cancel and retry;
// the stored note handed back to the attempt when done.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import { isUiLocale } from '../../../../shared/i18n/locales';
import { api } from '../../../api/client';
import { isCancelled, useApiTask } from '../../../api/hooks';

export function useCoachNote(attempt: AttemptState, onAttempt: (next: AttemptState) => void) {
  const { i18n } = useTranslation();
  const version = attempt.versions.at(-1) ?? null;
  const versionId = version?.id ?? null;
  const task = useApiTask('practice.coachNote');
  const { run } = task;
  const [chars, setChars] = useState<number | null>(null);
  const latest = useRef({ attempt, onAttempt });
  useEffect(() => {
    latest.current = { attempt, onAttempt };
  });
  const locale = isUiLocale(i18n.language) ? i18n.language : 'en';

  const start = useCallback(async () => {
    if (versionId === null) return;
    setChars(0);
    const note = await run({ versionId, locale }, { onOutput: (_key, text) => setChars(Number(text) || 0) });
    setChars(null);
    const current = latest.current.attempt;
    if (note) {
      latest.current.onAttempt({
        ...current,
        versions: current.versions.map((v) => (v.id === versionId ? { ...v, coachNote: note } : v)),
      });
      return;
    }
    api.call('practice.get', { attemptId: current.id }).then(
      (next) => latest.current.onAttempt(next),
      () => undefined,
    );
  }, [versionId, run, locale]);

  const startedFor = useRef<number | null>(null);
  const enabled = attempt.config.coachNote;
  useEffect(() => {
    if (!enabled || versionId === null || startedFor.current === versionId) return;
    startedFor.current = versionId;
    if (latest.current.attempt.versions.at(-1)?.coachNote == null) void start();
  }, [enabled, versionId, start]);

  return {
    note: version?.coachNote ?? null,
    running: task.running,
    chars,
    error: isCancelled(task.error) ? null : task.error,
    start,
    cancel: task.cancel,
  };
}
