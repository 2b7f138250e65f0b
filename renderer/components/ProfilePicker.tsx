// "Who is using CultureCare Trainer?": one card per profile, a passcode for protected roles, and "add".
import { isolate } from '../i18n/isolate';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../shared/domain/profile';
import { asksForPasscode } from './passcodeRoles';
import { api } from '../api/client';
import { useSession } from '../app/session-context';
import { ErrorText } from './ErrorText';
import { Icon } from './Icon';
import { Modal } from './Modal';
import { PasscodeDialog } from './PasscodeDialog';
import { roleLabel } from './roleLabels';

/** The form (and its validation library) is fetched when it is first opened, not with the first screen. */
const CreateProfileForm = lazy(() => import('./CreateProfileForm').then((m) => ({ default: m.CreateProfileForm })));

export function ProfilePicker() {
  const { t } = useTranslation();
  const { profile: current, profiles, refresh } = useSession();
  const [asking, setAsking] = useState<ProfileSummary | null>(null);
  const [creating, setCreating] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const switchTo = async (profile: ProfileSummary, passcode?: string) => {
    await api.call('session.switch', { profileId: profile.id, passcode });
    setAsking(null);
    await refresh();
  };

  const choose = (profile: ProfileSummary) => {
    setError(null);
    if (profile.id === current?.id) return;
    if (asksForPasscode(profile.role)) setAsking(profile);
    else switchTo(profile).catch(setError);
  };

  return (
    <section className="profile-picker" aria-labelledby="picker-title">
      <h2 id="picker-title">{t('profiles:pickerTitle')}</h2>
      <p className="muted">
        {profiles.length === 0 ? t('profiles:pickerEmpty') : t('profiles:pickerHelp', { count: profiles.length })}
      </p>
      <ul className="profile-grid">
        {profiles.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              className={`profile-card${p.id === current?.id ? ' current' : ''}`}
              aria-pressed={p.id === current?.id}
              onClick={() => choose(p)}
              data-testid={`profile-card-${p.displayName}`}
            >
              <span className={`avatar role-${p.role}`} aria-hidden="true">
                <Icon name="person" />
              </span>
              <span className="profile-card-name" dir="auto">
                {p.displayName}
              </span>
              <span className={`badge role-${p.role}`}>
                {asksForPasscode(p.role) && <Icon name="lock" size={12} />}
                {roleLabel(t, p.role)}
              </span>
              {p.cohort && (
                <span className="profile-card-cohort" dir="auto">
                  {p.cohort}
                </span>
              )}
              {p.id === current?.id && <span className="profile-card-current">{t('profiles:current')}</span>}
            </button>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="profile-card add"
            onClick={() => setCreating(true)}
            data-testid="add-profile"
          >
            <span className="avatar" aria-hidden="true">
              <Icon name="plus" />
            </span>
            <span className="profile-card-name">{t('profiles:add')}</span>
          </button>
        </li>
      </ul>
      <ErrorText error={error} />
      {asking && (
        <PasscodeDialog
          profile={asking}
          title={t('profiles:switchTitle', { name: isolate(asking.displayName) })}
          confirmLabel={t('profiles:switchConfirm')}
          onSubmit={(passcode) => switchTo(asking, passcode)}
          onClose={() => setAsking(null)}
        />
      )}
      {creating && (
        <Modal title={t('profiles:createTitle')} onClose={() => setCreating(false)}>
          <Suspense
            fallback={
              <p className="muted" role="status">
                {t('common:loading')}
              </p>
            }
          >
            <CreateProfileForm
              onCancel={() => setCreating(false)}
              onCreated={(created, passcode) => {
                setCreating(false);
                switchTo(created, passcode).catch(setError);
              }}
            />
          </Suspense>
        </Modal>
      )}
    </section>
  );
}
