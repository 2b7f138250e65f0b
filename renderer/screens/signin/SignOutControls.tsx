// The top bar's sign-out on a class server: ends this browser's session and says so on the sign-in
// screen. Signing out on every device is in Settings (SessionsSection), with a confirmation.
import { useTranslation } from 'react-i18next';
import { ErrorText } from '../../components/ErrorText';
import { useSignOut } from './useSignOut';

export function SignOutControls() {
  const { t } = useTranslation();
  // The failure is shown below the button (from `error`), so the rejection is not passed on.
  const { leave, error } = useSignOut('session.signOut', 'signedOut');

  return (
    <>
      <button
        type="button"
        className="link-button"
        onClick={() => void leave().catch(() => undefined)}
        data-testid="sign-out"
      >
        {t('common:signOut')}
      </button>
      <ErrorText error={error} />
    </>
  );
}
