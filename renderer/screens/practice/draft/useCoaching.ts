// Live coaching from the fast local analyzer: asked about 400 ms after typing pauses (the first text
// at once: it answers quickly and warms the analyzer up). The last answer stays on screen while a
// newer one is on its way, so the panel never jumps; an answer to an older text is never shown.
import { useState } from 'react';
import { useApiQuery } from '../../../api/hooks';
import { useDebounced } from '../../../components/useDebounced';

export const COACH_DELAY_MS = 400;

export function useCoaching(attemptId: number, initialText: string) {
  const [text, setText] = useState(initialText);
  const asked = useDebounced(text, COACH_DELAY_MS);
  const coach = useApiQuery('practice.coach', { attemptId, text: asked }, { keepPrevious: true });
  return {
    result: coach.data ?? null,
    updating: asked !== text || coach.isFetching,
    error: coach.isFetching ? null : coach.error,
    /** Call on every change; the analyzer is asked once typing pauses. */
    update: setText,
  };
}
