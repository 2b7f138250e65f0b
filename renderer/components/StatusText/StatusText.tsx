// A quiet line that says what is happening ("Loading…"), announced politely to screen readers.
import type { ReactNode } from 'react';

export function StatusText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <p className={className ? `muted ${className}` : 'muted'} role="status">
      {children}
    </p>
  );
}
