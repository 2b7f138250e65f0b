// One action at a time for a form's or dialog's buttons: busy while it runs, its error kept for ErrorText.
import { useCallback, useState } from 'react';

export type Action = { busy: boolean; error: unknown; run: (work: () => Promise<void>) => Promise<void> };

/**
 * `keepBusy`: after success the action stays busy, for a dialog whose caller closes it once the work is
 * done (its confirm button must not come back in between). A failure always ends the busy state.
 */
export function useAction({ keepBusy = false }: { keepBusy?: boolean } = {}): Action {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      setError(null);
      try {
        await work();
        if (!keepBusy) setBusy(false);
      } catch (e) {
        setError(e);
        setBusy(false);
      }
    },
    [keepBusy],
  );
  return { busy, error, run };
}
