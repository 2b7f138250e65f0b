// One polite live region for the whole app: screens announce finished things (a page opened, a
// reply that arrived, feedback that is complete, a phrase marked), never each streamed token.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

type Announce = (message: string) => void;

const AnnounceContext = createContext<Announce>(() => undefined);

/** Says `message` once through the app's polite live region (screen readers read it when idle). */
export function useAnnounce(): Announce {
  return useContext(AnnounceContext);
}

/** Clearing first, then writing after a short pause, makes the same words announced again. */
const REWRITE_DELAY_MS = 120;

export function AnnouncerProvider({ children }: { children: ReactNode }) {
  const [text, setText] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const announce = useCallback<Announce>((message) => {
    if (timer.current) clearTimeout(timer.current);
    setText('');
    timer.current = setTimeout(() => setText(message), REWRITE_DELAY_MS);
  }, []);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  return (
    <AnnounceContext value={announce}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-testid="announcer">
        {text}
      </div>
    </AnnounceContext>
  );
}
