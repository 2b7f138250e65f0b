// Settings on a class server: signing out on every device where this person is signed in (after a
// shared computer or a lost laptop), with a confirmation. The sign-in screen then says what happened.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../api/hooks';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { clearSignOutReason, expectSignOut } from '../signin/signOutReason';

export function SessionsSection() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const everywhere = useApiMutation('auth.signOutEverywhere');
  const [confirming, setConfirming] = useState(false);

  const leave = async () => {
    expectSignOut('signedOutEverywhere');
    try {
      await everywhere.mutateAsync({});
      void navigate('/');
    } catch {
      clearSignOutReason();
    }
  };

  return (
    <section className="card" aria-labelledby="sessions-title" data-testid="sessions-section">
      <h2 id="sessions-title">{t('accounts:signOut.sectionTitle')}</h2>
      <p className="muted">{t('accounts:signOut.sectionHelp')}</p>
      <div className="button-row">
        <button
          type="button"
          className="button secondary"
          onClick={() => setConfirming(true)}
          data-testid="sign-out-everywhere"
        >
          {t('accounts:signOut.everywhere')}
        </button>
      </div>
      {confirming && (
        <Modal title={t('accounts:signOut.confirmTitle')} onClose={() => setConfirming(false)}>
          <div className="stack" data-testid="sign-out-everywhere-dialog">
            <p>{t('accounts:signOut.confirmBody')}</p>
            <ErrorText error={everywhere.error} />
            <ConfirmRow
              onCancel={() => setConfirming(false)}
              onConfirm={() => void leave()}
              confirmLabel={t('accounts:signOut.confirm')}
              confirmTestId="sign-out-everywhere-confirm"
              tone="danger"
              confirmDisabled={everywhere.isPending}
            />
          </div>
        </Modal>
      )}
    </section>
  );
}
