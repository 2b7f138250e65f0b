// Settings: language, your profile, cohorts (instructors), AI judges, local models, data and backups, privacy.
// On a class server: your sessions (sign out everywhere); local models, data and backups for instructors only.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '../app/session-context';
import { ContactCard } from './exchange/ContactCard';
import { CohortsSection } from './settings/CohortsSection';
import { DataSection } from './settings/DataSection';
import { JudgesSection } from './settings/JudgesSection';
import { ModelsSection } from './settings/ModelsSection';
import { LanguageSection } from './settings/LanguageSection';
import { PrivacySummary } from './settings/PrivacySummary';
import { ProfileSection } from './settings/ProfileSection';
import { SessionsSection } from './settings/SessionsSection';

export function SettingsScreen() {
  const { t } = useTranslation();
  const { profile, info } = useSession();
  const server = info.mode === 'server';
  if (!profile) return <Navigate to="/" replace />;
  return (
    <div className="settings">
      <h1>{t('settings:title')}</h1>
      <div className="settings-grid">
        <LanguageSection />
        <ProfileSection key={profile.id} profile={profile} />
        {server && <SessionsSection />}
        {/* The details a trainee's hand-in files carry (offline class exchange; a server needs no files). */}
        {!server && profile.role === 'trainee' && <ContactCard />}
        {profile.role === 'instructor' && <CohortsSection self={profile} />}
        <JudgesSection />
        {/* On a server, models are the server's, managed by instructors; their folders mean nothing to others. */}
        {(!server || profile.role === 'instructor') && <ModelsSection />}
        {(!server || profile.role === 'instructor') && <DataSection />}
        <PrivacySummary intro={server ? t('accounts:settings.privacy') : undefined} />
      </div>
    </div>
  );
}
