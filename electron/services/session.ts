// The signed-in profile for this run of the app. Roles are checked against it by the dispatcher.
import type { ProfileSummary, Role } from '../../shared/domain/profile';
import { AppError } from './errors';

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
    if (!this.current) throw new AppError('not_signed_in', 'Choose a profile first.');
    return this.current;
  }

  requireRole(roles: readonly Role[]): ProfileSummary {
    const profile = this.requireProfile();
    if (!roles.includes(profile.role)) {
      throw new AppError(
        'forbidden',
        `This action needs the ${roles.join(' or ')} role; the current profile is a ${profile.role}.`,
      );
    }
    return profile;
  }
}
