// The name of the profile someone just deleted (their own, from Settings), for the line Home opens
// with. Kept here rather than in the route's state: Settings, left without a profile, sends the
// person home by itself, and that move would drop the route's state. Read on Home's mount, then cleared.
let pending: string | null = null;

/** Called once the deletion succeeded, before leaving Settings. */
export function noteDeletedProfile(displayName: string): void {
  pending = displayName;
}

/** The profile just deleted, if any (not cleared: Home clears it once shown). */
export const deletedProfileName = (): string | null => pending;

export function clearDeletedProfile(): void {
  pending = null;
}
