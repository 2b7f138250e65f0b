// One attempt's review as this reviewer sees it, fetched afresh for this visit; every change the
// services return replaces it.
import { useCallback } from 'react';
import type { ReviewState } from '../../../shared/domain/review';
import { useApiQuery, useSetQueryData } from '../../api/hooks';

export type ReviewData = { state: ReviewState | null; error: unknown; update: (next: ReviewState) => void };

export function useReview(attemptId: number): ReviewData {
  const query = useApiQuery('review.get', { attemptId }, { fresh: true });
  const setData = useSetQueryData();
  const update = useCallback((next: ReviewState) => setData('review.get', { attemptId }, next), [setData, attemptId]);
  return { state: query.data ?? null, error: query.error, update };
}
