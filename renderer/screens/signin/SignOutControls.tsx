// The top bar's session controls on a class server: sign out of this browser, or sign out on every
// device (after a confirmation), e.g. after using a shared computer or losing a laptop.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { Modal } from '../../components/Modal';
import { clearSignOutReason, expectSignOut } from './signOutReason';

export function SignOutControls() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useApiMutation('session.signOut');
  const everywhere = useApiMutation('auth.signOutEverywhere');
  const [confirming, setConfirming] = useState(false);

  const leave = async (all: boolean) => {
    expectSignOut(all ? 'signedOutEverywhere' : 'signedOut');
    try {
      await (all ? everywhere : signOut).mutateAsync({});
      void navigate('/');
    } catch {
      clearSignOutReason();
    }
  };

  return (
    <>
      <button type="button" className="link-button" onClick={() => void leave(false)} data-testid="sign-out">
        {t('common:signOut')}
      </button>
      <button
        type="button"
        className="link-button"
        onClick={() => setConfirming(true)}
        data-testid="sign-out-everywhere"
      >
        {t('accounts:signOut.everywhere')}
      </button>
      <ErrorText error={signOut.error} />
      {confirming && (
        <Modal title={t('accounts:signOut.confirmTitle')} onClose={() => setConfirming(false)}>
          <div className="stack" data-testid="sign-out-everywhere-dialog">
            <p>{t('accounts:signOut.confirmBody')}</p>
            <ErrorText error={everywhere.error} />
            <div className="button-row">
              <button type="button" className="button secondary" onClick={() => setConfirming(false)}>
                {t('common:cancel')}
              </button>
              <button
                type="button"
                className="button danger"
                disabled={everywhere.isPending}
                onClick={() => void leave(true)}
                data-testid="sign-out-everywhere-confirm"
              >
                {t('accounts:signOut.confirm')}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </>
  );
}
