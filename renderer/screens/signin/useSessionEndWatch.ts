// Notices that the session of the person on screen has ended on the server (idle too long, signed
// out on another device, password reset): any call then fails with not_signed_in. The app stays on
// screen under a sign-in dialog, so work not yet saved is saved once the same person is back.
import { useEffect, useState } from 'react';
import { onCallFailed } from '../../api/client';
import { signOutExpected } from './signOutReason';

/** True once a call failed because this browser's session ended while someone was signed in. */
export function useSessionEndWatch(signedIn: boolean): { ended: boolean; resume: () => void } {
  const [ended, setEnded] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    return onCallFailed((error) => {
      if (error.code === 'not_signed_in' && !signOutExpected()) setEnded(true);
    });
  }, [signedIn]);

  return { ended: ended && signedIn, resume: () => setEnded(false) };
}
