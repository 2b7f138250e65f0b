// The top bar's sign-out on a class server: ends this browser's session and says so on the sign-in
// screen. Signing out on every device is in Settings (SessionsSection), with a confirmation.
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../api/hooks';
import { ErrorText } from '../../components/ErrorText';
import { clearSignOutReason, expectSignOut } from './signOutReason';

export function SignOutControls() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const signOut = useApiMutation('session.signOut');

  const leave = async () => {
    expectSignOut('signedOut');
    try {
      await signOut.mutateAsync({});
      void navigate('/');
    } catch {
      clearSignOutReason();
    }
  };

  return (
    <>
      <button type="button" className="link-button" onClick={() => void leave()} data-testid="sign-out">
        {t('common:signOut')}
      </button>
      <ErrorText error={signOut.error} />
    </>
  );
}
