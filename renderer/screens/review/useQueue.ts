// The review queue for the current filter, and what the filters can choose from (trainees and their
// cohorts, exercises, cultures). The filter lives in the address so Back returns to it.
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Exercise } from '../../../shared/domain/practice';
import type { Culture } from '../../../shared/domain/library';
import type { ProfileSummary } from '../../../shared/domain/profile';
import {
  REVIEW_STATUSES,
  type ReviewQueueFilter,
  type ReviewQueueItem,
  type ReviewStatus,
} from '../../../shared/domain/review';
import { api } from '../../api/client';

export type QueueOptions = {
  trainees: ProfileSummary[];
  cohorts: string[];
  exercises: Exercise[];
  cultures: Culture[];
};
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
  const key = JSON.stringify(filter);
  const [loaded, setLoaded] = useState<{ key: string; items: ReviewQueueItem[] } | null>(null);
  const [failed, setFailed] = useState<{ key: string; error: unknown } | null>(null);
  useEffect(() => {
    let live = true;
    api.call('review.queue', JSON.parse(key) as ReviewQueueFilter).then(
      (items) => {
        if (live) setLoaded({ key, items });
      },
      (error: unknown) => {
        if (live) setFailed({ key, error });
      },
    );
    return () => {
      live = false;
    };
  }, [key]);
  // The previous list stays on screen (marked busy) while the next filter loads.
  const error = failed?.key === key ? failed.error : null;
  return { items: loaded?.items ?? null, error, loading: loaded?.key !== key && !error };
}

export function useQueueOptions(): { options: QueueOptions | null; error: unknown } {
  const [options, setOptions] = useState<QueueOptions | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    Promise.all([
      api.call('profiles.list', {}),
      api.call('exercises.list', { includeArchived: true }),
      api.call('cultures.list', {}),
    ]).then(
      ([profiles, exercises, cultures]) => {
        if (!live) return;
        const trainees = profiles.filter((p) => p.role === 'trainee');
        const cohorts = [...new Set(trainees.flatMap((p) => (p.cohort ? [p.cohort] : [])))];
        setOptions({ trainees, cohorts, exercises, cultures });
      },
      (e: unknown) => {
        if (live) setError(e);
      },
    );
    return () => {
      live = false;
    };
  }, []);
  return { options, error };
}
