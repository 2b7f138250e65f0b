// The interface-text namespaces (locales/<lng>/<ns>.json) and which of them the first screen needs. No
// imports: vite.config.ts reads the first-screen lists to put those texts in one chunk per language.
export const NAMESPACES = [
  'common',
  'home',
  'profiles',
  'settings',
  'errors',
  'vocab',
  'library',
  'scenario',
  'editor',
  'judges',
  'judgeServers',
  'models',
  'exercises',
  'practice',
  'coaching',
  'coachNote',
  'history',
  'rubrics',
  'review',
  'calibration',
  'dashboard',
  'exports',
  'roleplay',
  'reports',
  'backups',
  'access',
  'secrets',
  'imports',
  'modelpins',
  'practiceremoved',
  'staletab',
  'privacy',
  'about',
  'opened',
  'accounts',
  'a11y',
  'scores',
  'exchange',
  'librarysource',
  'openedExchange',
  'outage',
  'modelroles',
  'demovalues',
  'keyboard',
  'connection',
  'setup',
  'titles',
  'a11yflow',
] as const;

/**
 * The namespaces the first screen uses (Home and its set-up checklist, the profile picker and its
 * dialogs, sign-in, the navigation, page titles, notices, error texts): loaded before anything shows.
 * A class server's add SERVER_FIRST_SCREEN_NAMESPACES (session-context.tsx). The others load with the
 * first other screen opened, alongside its code (routes.tsx), or shortly after the first screen.
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'home',
  'setup',
  'profiles',
  'errors',
  'connection',
  'staletab',
  'a11y',
  'backups',
  'openedExchange',
  'exchange',
  'about',
  // The passcode dialog's wait message and the route titles are on the first screen too.
  'access',
  'a11yflow',
] as const satisfies readonly (typeof NAMESPACES)[number][];

/** What a class server's first screen (sign-in, its home page) adds: loaded before it shows, on a server only. */
export const SERVER_FIRST_SCREEN_NAMESPACES = ['accounts'] as const satisfies readonly (typeof NAMESPACES)[number][];
