// The quiet line a screen shows while its data is on the way ("Loading exercises…"), announced to
// screen readers as a status.
import type { ReactNode } from 'react';

export function LoadingNote({ children }: { children: ReactNode }) {
  return (
    <p className="muted" role="status">
      {children}
    </p>
  );
}
