// The handlers of the first screen's reads (app info, who is signed in, settings, the profile list,
// sign-in status, the set-up checklist): they need only the core services, so browser mode answers
// them before the other services have loaded. handlers.ts includes these same handlers.
import { FIRST_SCREEN_READS, type FirstScreenRead } from '../../shared/api/first-screen-data';
import type { CoreServices } from './core-services';
import type { CallHandlers } from './handlers';
import { setupStatus } from './setup/setup-status';

/** The first screen's reads (the same list browser mode embeds in its page). */
export const FIRST_SCREEN_METHODS = FIRST_SCREEN_READS;
export type FirstScreenMethod = FirstScreenRead;

export function createFirstScreenHandlers(s: CoreServices): Pick<CallHandlers, FirstScreenMethod> {
  return {
    'app.info': (_r, c) => {
      const info = s.info();
      // On a class server, only instructors learn where the server keeps its files.
      if (s.mode === 'server' && c.caller?.role !== 'instructor')
        return { ...info, dataDir: '', databasePath: '', settingsPath: '' };
      return info;
    },
    'auth.status': () => s.accounts.status(),
    'session.get': (_r, c) => ({ profile: c.caller }),
    'profiles.list': () => s.profiles.list(),
    'settings.get': (_r, c) => {
      const stored = s.settings.get();
      // Each person's own language once signed in; a class server never tells who used it last.
      return {
        language: c.caller?.language ?? stored.language,
        languageChosen: c.caller?.language != null || stored.languageChosen,
        lastProfileId: s.mode === 'server' ? null : stored.lastProfileId,
      };
    },
    'setup.status': (_r, c) => setupStatus(s.db, s.settings.setupDismissed(c.caller!.id)),
  };
}
