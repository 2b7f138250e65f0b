// Live coaching from the fast local analyzer: asked about 400 ms after typing pauses (an empty text
// too: it answers at once and warms the analyzer up); an answer to an older text is dropped, and the
// last answer stays on screen while a newer one is on its way, so the panel never jumps.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AnalysisResult } from '../../../../shared/analyzer/types';
import { api } from '../../../api/client';

export const COACH_DELAY_MS = 400;

type CoachingState = { result: AnalysisResult | null; updating: boolean; error: unknown };

export function useCoaching(attemptId: number, initialText: string) {
  const [state, setState] = useState<CoachingState>({ result: null, updating: true, error: null });
  const latest = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const ask = useCallback(
    (text: string) => {
      const id = ++latest.current;
      api.call('practice.coach', { attemptId, text }).then(
        (result) => {
          if (id === latest.current) setState({ result, updating: false, error: null });
        },
        (error: unknown) => {
          if (id === latest.current) setState((s) => ({ ...s, updating: false, error }));
        },
      );
    },
    [attemptId],
  );

  /** Call on every change; the analyzer is asked once typing pauses. */
  const update = useCallback(
    (text: string) => {
      if (timer.current !== null) clearTimeout(timer.current);
      latest.current += 1; // an answer still on its way is for an older text now
      setState((s) => (s.updating ? s : { ...s, updating: true }));
      timer.current = setTimeout(() => ask(text), COACH_DELAY_MS);
    },
    [ask],
  );

  const initial = useRef(initialText);
  useEffect(() => {
    ask(initial.current);
    return () => {
      if (timer.current !== null) clearTimeout(timer.current);
      latest.current += 1;
    };
  }, [ask]);

  return { ...state, update };
}
