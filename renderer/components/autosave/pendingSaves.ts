// The autosaves of the step on screen, so an action outside the step (skipping the scenario) can
// save what is still waiting first, instead of having a late save undo the skip.
import { createContext, useContext, useEffect, useMemo } from 'react';

type Flush = () => Promise<void>;
export type PendingSaves = { add: (flush: Flush) => () => void; flushAll: () => Promise<void> };

export const PendingSavesContext = createContext<PendingSaves | null>(null);

export function usePendingSavesRoot(): PendingSaves {
  return useMemo(() => {
    const flushes = new Set<Flush>();
    return {
      add: (flush) => {
        flushes.add(flush);
        return () => flushes.delete(flush);
      },
      flushAll: async () => {
        await Promise.all([...flushes].map((flush) => flush()));
      },
    };
  }, []);
}

/** Registers a step's flush with the attempt for as long as the step is shown. */
export function useRegisterFlush(flush: Flush): void {
  const saves = useContext(PendingSavesContext);
  useEffect(() => saves?.add(flush), [saves, flush]);
}

export const usePendingSaves = () => useContext(PendingSavesContext);
