// The line above the sign-in form saying why nobody is signed in any more: signed out here, signed
// out on every device, or the session ended (unused too long, signed out elsewhere, password reset).
import { useTranslation } from 'react-i18next';
import type { SignOutReason } from './signOutReason';

export function SignInNotice({ reason }: { reason: SignOutReason | null }) {
  const { t } = useTranslation();
  if (!reason) return null;
  const text = {
    signedOut: t('accounts:notice.signedOut'),
    signedOutEverywhere: t('accounts:notice.signedOutEverywhere'),
    ended: t('accounts:notice.ended'),
  }[reason];
  return (
    <p className={`auth-notice is-${reason}`} role="status" data-testid="signin-notice" data-reason={reason}>
      {text}
    </p>
  );
}
