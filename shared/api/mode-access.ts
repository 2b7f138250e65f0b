// Who may call what differs between the desktop app (one person's computer) and a class server
// (many people, every one signed in). On a server nothing is public except signing in: every
// method the contract calls 'public' needs a signed-in caller unless listed here.
import type { Access, MethodName } from './contract';

export type AppMode = 'desktop' | 'server';

/** 'off': the method does not exist in that mode. */
type Override = Access | 'off';

const SERVER: Partial<Record<MethodName, Override>> = {
  'app.info': 'public',
  'session.get': 'public',
  'session.signOut': 'public',
  'settings.get': 'public',
  'auth.status': 'public',
  'auth.signIn': 'public',
  'auth.join': 'public',
  'auth.setup': 'public',
  // Profiles are accounts an instructor manages; nobody picks a profile from a list.
  'session.switch': 'off',
  'profiles.create': 'off',
  'profiles.list': ['instructor', 'supervisor'],
  'profiles.delete': ['instructor'],
  'settings.setLanguage': 'signedIn',
  'data.status': ['instructor'],
  'data.backup': ['instructor'],
  // Files opened with the app from the operating system belong to a desktop, not to a server.
  'files.opened': 'off',
  'files.importPack': 'off',
  'files.dismiss': 'off',
  'files.importExercise': 'off',
  'files.importFeedback': 'off',
  'files.importSubmissions': 'off',
  'files.add': 'off',
};

const DESKTOP: Partial<Record<MethodName, Override>> = {
  'auth.signIn': 'off',
  'auth.join': 'off',
  'auth.setup': 'off',
  'auth.signOutEverywhere': 'off',
  'accounts.list': 'off',
  'accounts.create': 'off',
  'accounts.importRoster': 'off',
  'accounts.resetPassword': 'off',
};

/** The access rule of a method in a mode, or 'off' when the method is not available there. */
export function accessIn(mode: AppMode, method: MethodName, contractAccess: Access): Override {
  const override = (mode === 'server' ? SERVER : DESKTOP)[method];
  if (override !== undefined) return override;
  if (mode === 'server' && contractAccess === 'public') return 'signedIn';
  return contractAccess;
}
