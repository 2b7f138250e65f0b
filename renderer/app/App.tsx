// Routes of the app inside the shell. Hash routing works the same under app:// and http://.
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { ScenarioEditorScreen } from '../screens/editor/ScenarioEditorScreen';
import { CalibrationScreen } from '../screens/calibration/CalibrationScreen';
import { DashboardScreen } from '../screens/dashboard/DashboardScreen';
import { ExportsScreen } from '../screens/exports/ExportsScreen';
import { RoleplayScreen } from '../screens/roleplay/RoleplayScreen';
import { RoleplaySessionScreen } from '../screens/roleplay/RoleplaySessionScreen';
import { ReviewQueueScreen } from '../screens/review/ReviewQueueScreen';
import { ReviewScreen } from '../screens/review/ReviewScreen';
import { ExerciseEditorScreen } from '../screens/exercises/ExerciseEditorScreen';
import { ExercisesScreen } from '../screens/exercises/ExercisesScreen';
import { HistoryScreen } from '../screens/history/HistoryScreen';
import { HomeScreen } from '../screens/HomeScreen';
import { AttemptScreen } from '../screens/practice/AttemptScreen';
import { PracticeScreen } from '../screens/practice/PracticeScreen';
import { LibraryScreen } from '../screens/library/LibraryScreen';
import { ScenarioScreen } from '../screens/scenario/ScenarioScreen';
import { SettingsScreen } from '../screens/SettingsScreen';
import { RestoreNotice } from '../components/RestoreNotice';
import { AppShell } from './AppShell';
import { SessionProvider } from './session-context';

function StartupFallback({ error }: { error: Error | null }) {
  const { t } = useTranslation();
  return (
    <div className="startup" role={error ? 'alert' : 'status'}>
      {error ? (
        <>
          <h1>{t('errors:startupTitle')}</h1>
          <p>{error.message}</p>
        </>
      ) : (
        <p>{t('common:loading')}</p>
      )}
    </div>
  );
}

export function App() {
  return (
    <SessionProvider fallback={(error) => <StartupFallback error={error} />}>
      <HashRouter>
        <AppShell>
          <RestoreNotice />
          <Routes>
            <Route path="/" element={<HomeScreen />} />
            <Route path="/library" element={<LibraryScreen />} />
            <Route path="/library/new" element={<ScenarioEditorScreen />} />
            <Route path="/library/:id" element={<ScenarioScreen />} />
            <Route path="/library/:id/edit" element={<ScenarioEditorScreen />} />
            <Route path="/exercises" element={<ExercisesScreen />} />
            <Route path="/exercises/new" element={<ExerciseEditorScreen />} />
            <Route path="/exercises/:id/edit" element={<ExerciseEditorScreen />} />
            <Route path="/practice" element={<PracticeScreen />} />
            <Route path="/practice/:attemptId" element={<AttemptScreen />} />
            <Route path="/history" element={<HistoryScreen />} />
            <Route path="/roleplay" element={<RoleplayScreen />} />
            <Route path="/roleplay/:sessionId" element={<RoleplaySessionScreen />} />
            <Route path="/review" element={<ReviewQueueScreen />} />
            <Route path="/review/:attemptId" element={<ReviewScreen />} />
            <Route path="/calibration" element={<CalibrationScreen />} />
            <Route path="/dashboard" element={<DashboardScreen />} />
            <Route path="/exports" element={<ExportsScreen />} />
            <Route path="/settings" element={<SettingsScreen />} />
            <Route path="*" element={<Navigate to="/" replace />} />
          </Routes>
        </AppShell>
      </HashRouter>
    </SessionProvider>
  );
}
