// Every screen is its own chunk, fetched when its route is first opened, so the first screen starts
// without the code (charts, editors, supervision) and the texts of the others.
import { lazy, type ComponentType } from 'react';
import { loadAllNamespaces } from '../i18n/setup';

/** A lazy screen from a module with a named export; it opens once every text namespace is loaded too
 * (the first screen loads only its own: see FIRST_SCREEN_NAMESPACES). */
function screen<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(() => Promise.all([load(), loadAllNamespaces()]).then(([module]) => ({ default: module[name] })));
}

export const LibraryScreen = screen(() => import('../screens/library/LibraryScreen'), 'LibraryScreen');
export const ScenarioEditorScreen = screen(
  () => import('../screens/editor/ScenarioEditorScreen'),
  'ScenarioEditorScreen',
);
export const ScenarioScreen = screen(() => import('../screens/scenario/ScenarioScreen'), 'ScenarioScreen');
export const ExercisesScreen = screen(() => import('../screens/exercises/ExercisesScreen'), 'ExercisesScreen');
export const ExerciseEditorScreen = screen(
  () => import('../screens/exercises/ExerciseEditorScreen'),
  'ExerciseEditorScreen',
);
export const PracticeScreen = screen(() => import('../screens/practice/PracticeScreen'), 'PracticeScreen');
export const AttemptScreen = screen(() => import('../screens/practice/AttemptScreen'), 'AttemptScreen');
export const HistoryScreen = screen(() => import('../screens/history/HistoryScreen'), 'HistoryScreen');
export const RoleplayScreen = screen(() => import('../screens/roleplay/RoleplayScreen'), 'RoleplayScreen');
export const RoleplaySessionScreen = screen(
  () => import('../screens/roleplay/RoleplaySessionScreen'),
  'RoleplaySessionScreen',
);
export const ReviewQueueScreen = screen(() => import('../screens/review/ReviewQueueScreen'), 'ReviewQueueScreen');
export const ReviewScreen = screen(() => import('../screens/review/ReviewScreen'), 'ReviewScreen');
export const CalibrationScreen = screen(() => import('../screens/calibration/CalibrationScreen'), 'CalibrationScreen');
export const DashboardScreen = screen(() => import('../screens/dashboard/DashboardScreen'), 'DashboardScreen');
export const ExportsScreen = screen(() => import('../screens/exports/ExportsScreen'), 'ExportsScreen');
export const SettingsScreen = screen(() => import('../screens/SettingsScreen'), 'SettingsScreen');
export const AboutScreen = screen(() => import('../screens/about/AboutScreen'), 'AboutScreen');
export const OpenedFilesScreen = screen(() => import('../screens/opened/OpenedFilesScreen'), 'OpenedFilesScreen');
export const AccountsScreen = screen(() => import('../screens/accounts/AccountsScreen'), 'AccountsScreen');
export const AuditScreen = screen(() => import('../screens/audit/AuditScreen'), 'AuditScreen');
export const SignedInJoinNotice = screen(() => import('../screens/signin/SignedInJoinNotice'), 'SignedInJoinNotice');
export const ExchangeScreen = screen(() => import('../screens/exchange/ExchangeScreen'), 'ExchangeScreen');
