// A screen for some roles only: without a profile (or, for the class-server screens, outside server
// mode) it goes back to the start; a profile without the role sees the screen's "X only" card; anyone
// else gets the screen, drawn by `children` with the signed-in profile.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { useSession } from '../../app/session-context';
import { OnlyFor } from './OnlyFor';

/** The supervision screens are for supervisors and instructors; accounts and audit for instructors on a class server. */
export type RoleScreen = 'calibration' | 'dashboard' | 'exports' | 'accounts' | 'audit';

const SERVER_INSTRUCTORS: readonly RoleScreen[] = ['accounts', 'audit'];

type Props = { screen: RoleScreen; children: (profile: ProfileSummary) => ReactNode };

export function RolePage({ screen, children }: Props) {
  const { profile, info } = useSession();
  const serverOnly = SERVER_INSTRUCTORS.includes(screen);
  if (!profile || (serverOnly && info.mode !== 'server')) return <Navigate to="/" replace />;
  const allowed = serverOnly ? profile.role === 'instructor' : profile.role !== 'trainee';
  if (!allowed) return <OnlyFor screen={screen} />;
  return <>{children(profile)}</>;
}
