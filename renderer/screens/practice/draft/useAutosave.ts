// Autosave of the working text while the trainee types (see autosave-queue.ts for the timing), plus
// a save when the editor loses focus, when the step closes and when the page is about to go away.
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { AutosaveQueue, type AutosaveStatus } from './autosave-queue';

export function useAutosave(attemptId: number, initialText: string, initialSavedAt: string | null) {
  const [status, setStatus] = useState<AutosaveStatus>({ state: 'saved', savedAt: initialSavedAt });
  const initial = useRef({ text: initialText, savedAt: initialSavedAt });
  const queue = useRef<AutosaveQueue | null>(null);

  useEffect(() => {
    const q = new AutosaveQueue(
      initial.current.text,
      initial.current.savedAt,
      (text) => api.call('practice.saveDraft', { attemptId, text }),
      setStatus,
    );
    queue.current = q;
    const leave = () => void q.flush();
    window.addEventListener('beforeunload', leave);
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('beforeunload', leave);
      window.removeEventListener('pagehide', leave);
      void q.flush();
      q.dispose();
      if (queue.current === q) queue.current = null;
    };
  }, [attemptId]);

  const change = useCallback((text: string) => queue.current?.change(text), []);
  const flush = useCallback(async () => queue.current?.flush(), []);
  return { status, change, flush };
}
