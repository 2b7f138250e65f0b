// One action at a time for a step's buttons: busy while it runs, its error kept for ErrorText.
import { useCallback, useState } from 'react';

export type Action = { busy: boolean; error: unknown; run: (work: () => Promise<void>) => Promise<void> };

export function useAction(): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e);
    } finally {
      setBusy(false);
    }
  }, []);
  return { busy, error, run };
}
