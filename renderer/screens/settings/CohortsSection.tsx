// Settings (instructors only): every profile with its role and cohort; set cohorts, remove profiles.
import { isolate } from '../../i18n/isolate';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { api } from '../../api/client';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { roleLabel } from '../../components/roleLabels';
import { DataTable } from '../../components/DataTable/DataTable';

function CohortRow({
  profile,
  isSelf,
  onChanged,
}: {
  profile: ProfileSummary;
  isSelf: boolean;
  onChanged: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [cohort, setCohort] = useState(profile.cohort ?? '');
  const [error, setError] = useState<unknown>(null);
  const [removing, setRemoving] = useState(false);
  const dirty = cohort.trim() !== (profile.cohort ?? '');

  const save = async () => {
    setError(null);
    try {
      await api.call('profiles.setCohort', {
        profileId: profile.id,
        cohort: cohort.trim() === '' ? null : cohort.trim(),
      });
      await onChanged();
    } catch (e) {
      setError(e);
    }
  };
  const remove = async () => {
    try {
      await api.call('profiles.delete', { profileId: profile.id });
      setRemoving(false);
      await onChanged();
    } catch (e) {
      setError(e);
      setRemoving(false);
    }
  };

  return (
    <tr>
      <td dir="auto">{profile.displayName}</td>
      <td>{roleLabel(t, profile.role)}</td>
      <td>
        <input
          className="cohort-input"
          value={cohort}
          dir="auto"
          maxLength={60}
          aria-label={t('settings:cohorts.cohortFor', { name: isolate(profile.displayName) })}
          placeholder={t('profiles:cohortPlaceholder')}
          onChange={(e) => setCohort(e.target.value)}
        />
        <ErrorText error={error} />
      </td>
      <td>
        <div className="row-actions">
          <button type="button" className="button secondary small" disabled={!dirty} onClick={() => void save()}>
            {t('common:save')}
          </button>
          {!isSelf && (
            <button type="button" className="button danger small" onClick={() => setRemoving(true)}>
              {t('settings:cohorts.remove')}
            </button>
          )}
          {removing && (
            <Modal title={t('settings:profile.deleteConfirmTitle')} onClose={() => setRemoving(false)}>
              <p>{t('settings:profile.deleteConfirm', { name: isolate(profile.displayName) })}</p>
              <div className="button-row">
                <button type="button" className="button secondary" onClick={() => setRemoving(false)}>
                  {t('common:cancel')}
                </button>
                <button type="button" className="button danger" onClick={() => void remove()}>
                  {t('settings:cohorts.remove')}
                </button>
              </div>
            </Modal>
          )}
        </div>
      </td>
    </tr>
  );
}

export function CohortsSection({ self }: { self: ProfileSummary }) {
  const { t } = useTranslation();
  const { profiles, refresh } = useSession();
  return (
    <section className="card wide" aria-labelledby="cohorts-title">
      <h2 id="cohorts-title">{t('settings:cohorts.title')}</h2>
      <p className="muted">{t('settings:cohorts.help')}</p>
      <DataTable
        wrap="table-scroll"
        className="table"
        columns={[
          t('profiles:displayName'),
          t('settings:cohorts.role'),
          t('profiles:cohort'),
          <span className="visually-hidden">{t('settings:cohorts.actions')}</span>,
        ]}
      >
        {profiles.map((p) => (
          <CohortRow key={`${p.id}:${p.cohort ?? ''}`} profile={p} isSelf={p.id === self.id} onChanged={refresh} />
        ))}
      </DataTable>
    </section>
  );
}
