// Reads the throttle's wait from a refused passcode (too many wrong tries, or a wrong one that now
// costs a wait), so the dialog can say how long in the interface language and hold the button.
import { ApiCallError } from '../api/client';

export type PasscodeWait = { seconds: number; locked: boolean; wrong: boolean };

export function passcodeWait(error: unknown): PasscodeWait | null {
  if (!(error instanceof ApiCallError)) return null;
  if (error.code !== 'too_many_attempts' && error.code !== 'wrong_passcode') return null;
  const details = error.details as { retryAfterSeconds?: unknown; locked?: unknown } | undefined;
  if (typeof details?.retryAfterSeconds !== 'number') return null;
  return {
    seconds: details.retryAfterSeconds,
    locked: details.locked === true,
    wrong: error.code === 'wrong_passcode',
  };
}

/** "30 seconds", "15 minutes" in the interface language (CLDR units, so no plural keys are needed). */
export function formatWait(seconds: number, language: string): string {
  const minutes = seconds >= 90;
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: minutes ? 'minute' : 'second',
    unitDisplay: 'long',
  }).format(minutes ? Math.ceil(seconds / 60) : seconds);
}
