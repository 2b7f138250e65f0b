// The review queue for the current filter (what the filters choose from: useClassOptions). The
// filter lives in the address so Back returns to it.
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  REVIEW_STATUSES,
  type ReviewQueueFilter,
  type ReviewQueueItem,
  type ReviewStatus,
} from '../../../shared/domain/review';
import { useApiQuery } from '../../api/hooks';

export type { ClassOptions as QueueOptions } from '../dashboard/useClassOptions';
export type FilterKey = 'cohort' | 'trainee' | 'exercise' | 'culture' | 'status';

const positive = (value: string | null) => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

function filterFrom(params: URLSearchParams): ReviewQueueFilter {
  const status = params.get('status');
  return {
    cohort: params.get('cohort') || undefined,
    traineeId: positive(params.get('trainee')),
    exerciseId: positive(params.get('exercise')),
    cultureId: params.get('culture') || undefined,
    status: (REVIEW_STATUSES as readonly string[]).includes(status ?? '') ? (status as ReviewStatus) : undefined,
  };
}

export function useQueueFilter() {
  const [params, setParams] = useSearchParams();
  const filter = useMemo(() => filterFrom(params), [params]);
  const set = (key: FilterKey, value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  const clear = () => setParams(new URLSearchParams(), { replace: true });
  const active = Object.values(filter).some((v) => v !== undefined);
  return { filter, set, clear, active };
}

export function useQueue(filter: ReviewQueueFilter): {
  items: ReviewQueueItem[] | null;
  error: unknown;
  loading: boolean;
} {
  // The previous list stays on screen (marked busy) while the next filter loads.
  const queue = useApiQuery('review.queue', filter, { keepPrevious: true });
  return { items: queue.data ?? null, error: queue.error, loading: queue.isPlaceholderData || queue.isLoading };
}
