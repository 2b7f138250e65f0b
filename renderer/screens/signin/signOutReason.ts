// Why the signed-in person is gone, for the line the sign-in screen opens with: they signed out here,
// they signed out on every device, or the session ended without them (idle too long, signed out
// elsewhere, password reset). Set just before the change, read once the session shows nobody.
export type SignOutReason = 'signedOut' | 'signedOutEverywhere' | 'ended';

let pending: SignOutReason | null = null;

/** Called before a sign-out the person asked for (or once a session is known to have ended). */
export function expectSignOut(reason: SignOutReason): void {
  pending = reason;
}

/** Whether a sign-out is on its way (failures of calls made meanwhile are expected then). */
export const signOutExpected = (): boolean => pending !== null;

/** The reason for the sign-out that just happened; a session that vanished unasked for has ended. */
export const currentSignOutReason = (): SignOutReason => pending ?? 'ended';

export function clearSignOutReason(): void {
  pending = null;
}
