// Who is making a request: the profile signed in on that request's session (one per window in the
// desktop app, one per browser session on a class server), passed explicitly to every service.
import type { ProfileSummary, Role } from '../../shared/domain/profile';
import { AppError } from './errors';

/** The signed-in profile of the request, or null before anyone has signed in. */
export type Caller = ProfileSummary | null;

export function requireProfile(caller: Caller): ProfileSummary {
  if (!caller) throw new AppError('not_signed_in', 'Choose a profile first.');
  return caller;
}

export function requireRole(caller: Caller, roles: readonly Role[]): ProfileSummary {
  const profile = requireProfile(caller);
  if (!roles.includes(profile.role)) {
    throw new AppError(
      'forbidden',
      `This action needs the ${roles.join(' or ')} role; the current profile is a ${profile.role}.`,
    );
  }
  return profile;
}

export const isStaff = (caller: Caller): boolean => caller?.role === 'instructor' || caller?.role === 'supervisor';
