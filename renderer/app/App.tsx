// Routes of the app inside the shell. Hash routing works the same under app:// and http://.
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import { queryClient } from '../api/query-client';
import { RestoreNotice } from '../components/RestoreNotice';
import { StaleTabNotice } from '../components/StaleTabNotice';
import { HomeScreen } from '../screens/HomeScreen';
import {
  AboutScreen,
  AccountsScreen,
  AuditScreen,
  SignedInJoinNotice,
  AttemptScreen,
  OpenedFilesScreen,
  ExchangeScreen,
  CalibrationScreen,
  DashboardScreen,
  ExerciseEditorScreen,
  ExercisesScreen,
  ExportsScreen,
  HistoryScreen,
  LibraryScreen,
  PracticeScreen,
  ReviewQueueScreen,
  ReviewScreen,
  RoleplayScreen,
  RoleplaySessionScreen,
  ScenarioEditorScreen,
  ScenarioScreen,
  SettingsScreen,
} from './routes';
import { AnnouncerProvider } from '../components/a11y/Announcer';
import { AppShell } from './AppShell';
import { RouteAnnouncer } from './RouteAnnouncer';
import { SessionProvider } from './session-context';

/** Shown while a screen's code arrives (the first visit to a route). */
function ScreenLoading() {
  const { t } = useTranslation();
  return (
    <p className="muted screen-loading" role="status" data-testid="screen-loading">
      {t('common:loading')}
    </p>
  );
}

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
    <QueryClientProvider client={queryClient}>
      <SessionProvider fallback={(error) => <StartupFallback error={error} />}>
        <AnnouncerProvider>
          <HashRouter>
            <RouteAnnouncer>
              <AppShell>
                <RestoreNotice />
                <StaleTabNotice />
                <Suspense fallback={<ScreenLoading />}>
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
                    <Route path="/about" element={<AboutScreen />} />
                    <Route path="/opened" element={<OpenedFilesScreen />} />
                    <Route path="/exchange" element={<ExchangeScreen />} />
                    <Route path="/accounts" element={<AccountsScreen />} />
                    <Route path="/accounts/audit" element={<AuditScreen />} />
                    <Route path="/join" element={<SignedInJoinNotice />} />
                    {/* Setting up the first instructor signs them in: whichever comes first, they land on Accounts. */}
                    <Route path="/setup" element={<Navigate to="/accounts" replace />} />
                    <Route path="*" element={<Navigate to="/" replace />} />
                  </Routes>
                </Suspense>
              </AppShell>
            </RouteAnnouncer>
          </HashRouter>
        </AnnouncerProvider>
      </SessionProvider>
    </QueryClientProvider>
  );
}
