// A step's main button with the error of its last run just before it: one look for "check my marks",
// "submit the rating" and the like, so each screen says only what the button is called and does.
import type { ReactNode } from 'react';
import { ErrorText } from '../ErrorText';

export type ActionButtonProps = {
  /** The last run's error, shown above the button (nothing when null). */
  error: unknown;
  /** While true the button waits. */
  busy: boolean;
  onClick: () => void;
  testId: string;
  children: ReactNode;
};

export function ActionButton({ error, busy, onClick, testId, children }: ActionButtonProps) {
  return (
    <>
      <ErrorText error={error} />
      <button type="button" className="button primary" onClick={onClick} disabled={busy} data-testid={testId}>
        {children}
      </button>
    </>
  );
}
