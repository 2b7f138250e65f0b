// Reconcile, when no judge scored the trainee's final version (a final version submitted without a
// feedback round): the reviewer can ask the exercise's judges to score it now, then compare. With
// rescoreMissing: "Re-score missing items" asks the judges again for the items whose answer was
// unusable (a stored missing judgement is otherwise kept).
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReviewState } from '../../../shared/domain/review';
import { api } from '../../api/client';
import { ErrorText } from '../../components/ErrorText';
import { Button } from '../../components/Button';

type Props = { state: ReviewState; onState: (next: ReviewState) => void; rescoreMissing?: boolean };

export function ScoreFinalVersion({ state, onState, rescoreMissing = false }: Props) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const abort = useRef<AbortController | null>(null);
  if (!state.finalVersion) return null;
  const versionId = state.finalVersion.id;

  const score = async () => {
    setError(null);
    setProgress({ done: 0, total: 0 });
    abort.current = new AbortController();
    try {
      await api.task(
        'practice.scoreVersion',
        { versionId, rescoreMissing },
        { signal: abort.current.signal, onProgress: (done, total) => setProgress({ done, total }) },
      );
      onState(await api.call('review.get', { attemptId: state.attemptId }));
    } catch (e) {
      setError(e);
    } finally {
      setProgress(null);
      abort.current = null;
    }
  };

  return (
    <div className="rv-score-final" data-testid={rescoreMissing ? 'review-rescore-missing' : 'review-score-final'}>
      {progress ? (
        <div className="button-row">
          <progress max={progress.total || 1} value={progress.done} aria-label={t('review:reconcile.scoring')} />
          <span className="muted">
            {t('review:reconcile.scoringProgress', { done: progress.done, total: progress.total })}
          </span>
          <Button onClick={() => abort.current?.abort()}>{t('common:cancel')}</Button>
        </div>
      ) : (
        <Button
          onClick={() => void score()}
          testId={rescoreMissing ? 'review-rescore-missing-start' : 'review-score-final-start'}
        >
          {rescoreMissing ? t('scores:rescoreMissing') : t('review:reconcile.scoreNow')}
        </Button>
      )}
      <ErrorText error={error} />
    </div>
  );
}
