// Keeps a form's submit button disabled for the wait a refused attempt asked for (too many attempts),
// then enables it again by itself.
import { useCallback, useEffect, useState } from 'react';

export function useRetryWait(): { waiting: boolean; waitFor: (seconds: number | null) => void } {
  const [until, setUntil] = useState<number | null>(null);

  useEffect(() => {
    if (until === null) return;
    const timer = window.setTimeout(() => setUntil(null), Math.max(0, until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [until]);

  const waitFor = useCallback((seconds: number | null) => {
    setUntil(seconds === null ? null : Date.now() + seconds * 1000);
  }, []);

  return { waiting: until !== null, waitFor };
}
