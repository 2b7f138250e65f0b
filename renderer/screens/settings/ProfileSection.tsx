// Settings: rename or delete your own profile (a protected profile confirms with its passcode).
import { isolate } from '../../i18n/isolate';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { roleNeedsPasscode, type ProfileSummary } from '../../../shared/domain/profile';
import { api } from '../../api/client';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogButton } from '../../components/DialogButton';
import { FieldInput } from '../../components/FormField';
import { PasscodeDialog } from '../../components/PasscodeDialog';
import { roleLabel } from '../../components/roleLabels';
import { noteDeletedProfile } from '../home/deletedProfile';

export function ProfileSection({ profile }: { profile: ProfileSummary }) {
  const { t } = useTranslation();
  const { refresh, info } = useSession();
  const navigate = useNavigate();
  const [name, setName] = useState(profile.displayName);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setSaved(false);
    try {
      await api.call('profiles.rename', { profileId: profile.id, displayName: name });
      await refresh();
      setSaved(true);
    } catch (e) {
      setError(e);
    }
  };

  const remove = async (close: () => void, passcode?: string) => {
    await api.call('profiles.delete', { profileId: profile.id, passcode });
    close();
    // Home opens with what happened.
    noteDeletedProfile(profile.displayName);
    await refresh();
    void navigate('/');
  };

  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title">{t('settings:profile.title')}</h2>
      <p className="muted">{t('settings:profile.role', { role: roleLabel(t, profile.role) })}</p>
      <form className="inline-form" onSubmit={(e) => void rename(e)}>
        <FieldInput
          fieldClassName="grow"
          label={t('profiles:displayName')}
          value={name}
          dir="auto"
          onChange={(e) => setName(e.target.value)}
          maxLength={60}
          testId="rename-input"
        />
        <button
          type="submit"
          className="button primary"
          disabled={name.trim() === '' || name.trim() === profile.displayName}
        >
          {t('settings:profile.rename')}
        </button>
      </form>
      {saved && <p className="success-text">{t('settings:profile.renamed')}</p>}
      <ErrorText error={error} />
      {/* On a class server accounts are an instructor's to remove (Accounts). */}
      {info.mode !== 'server' && (
        <div className="danger-zone">
          <div>
            <strong>{t('settings:profile.deleteTitle')}</strong>
            <p className="muted">{t('settings:profile.deleteHelp')}</p>
          </div>
          <DialogButton
            label={t('settings:profile.delete')}
            className="button danger"
            testId="delete-profile"
            dialog={(close) =>
              roleNeedsPasscode(profile.role) ? (
                <PasscodeDialog
                  profile={profile}
                  title={t('settings:profile.deleteConfirmTitle')}
                  confirmLabel={t('settings:profile.delete')}
                  onSubmit={(passcode) => remove(close, passcode)}
                  onClose={close}
                />
              ) : (
                <ConfirmDialog
                  title={t('settings:profile.deleteConfirmTitle')}
                  onClose={close}
                  action={() => remove(close)}
                  confirmLabel={t('settings:profile.delete')}
                  confirmTestId="delete-profile-confirm"
                >
                  <p>{t('settings:profile.deleteConfirm', { name: isolate(profile.displayName) })}</p>
                </ConfirmDialog>
              )
            }
          />
        </div>
      )}
    </section>
  );
}
