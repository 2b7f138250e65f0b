// A session: who is signed in on one window (desktop app) or one browser session (class server).
// The dispatcher reads the caller from the session of each request and passes it to the services.
import type { ProfileSummary, Role } from '../../shared/domain/profile';
import { requireProfile, requireRole } from './caller';

export class Session {
  private current: ProfileSummary | null = null;

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
