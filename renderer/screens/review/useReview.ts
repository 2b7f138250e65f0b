// Loads one attempt's review as this reviewer sees it; every change the services return replaces it.
import { useCallback, useEffect, useState } from 'react';
import type { ReviewState } from '../../../shared/domain/review';
import { api } from '../../api/client';

export type ReviewData = { state: ReviewState | null; error: unknown; update: (next: ReviewState) => void };

/** Mounted once per attempt (the screen is keyed by the attempt id). */
export function useReview(attemptId: number): ReviewData {
  const [state, setState] = useState<ReviewState | null>(null);
  const [error, setError] = useState<unknown>(null);

  useEffect(() => {
    let live = true;
    api.call('review.get', { attemptId }).then(
      (value) => {
        if (live) setState(value);
      },
      (e: unknown) => {
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, [attemptId]);

  const update = useCallback((next: ReviewState) => setState(next), []);
  return { state, error, update };
}
