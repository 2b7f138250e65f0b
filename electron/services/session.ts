// A session: who is signed in on one window (desktop app) or one browser session (class server).
// The dispatcher reads the caller from the session of each request and passes it to the services.
import type { ProfileSummary, Role } from '../../shared/domain/profile';
import { requireProfile, requireRole } from './caller';

export class Session {
  private current: ProfileSummary | null = null;

  /**
   * @param key identifies the session to the task runner: on a class server, the hash of the browser
   * session's token (task events go only there); undefined for the shell's own single session.
   */
  constructor(readonly key?: string) {}

  get profile(): ProfileSummary | null {
    return this.current;
  }

  signIn(profile: ProfileSummary): void {
    this.current = profile;
  }

  signOut(): void {
    this.current = null;
  }

  requireProfile(): ProfileSummary {
    return requireProfile(this.current);
  }

  requireRole(roles: readonly Role[]): ProfileSummary {
    return requireRole(this.current, roles);
  }
}
