// Settings: language, your profile, cohorts (instructors), AI judges, local models, data and backups, privacy.
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useSession } from '../app/session-context';
import { CohortsSection } from './settings/CohortsSection';
import { DataSection } from './settings/DataSection';
import { JudgesSection } from './settings/JudgesSection';
import { ModelsSection } from './settings/ModelsSection';
import { LanguageSection } from './settings/LanguageSection';
import { PrivacySummary } from './settings/PrivacySummary';
import { ProfileSection } from './settings/ProfileSection';

export function SettingsScreen() {
  const { t } = useTranslation();
  const { profile } = useSession();
  if (!profile) return <Navigate to="/" replace />;
  return (
    <div className="settings">
      <h1>{t('settings:title')}</h1>
      <div className="settings-grid">
        <LanguageSection />
        <ProfileSection key={profile.id} profile={profile} />
        {profile.role === 'instructor' && <CohortsSection self={profile} />}
        <JudgesSection />
        <ModelsSection />
        <DataSection />
        <PrivacySummary />
      </div>
    </div>
  );
}
