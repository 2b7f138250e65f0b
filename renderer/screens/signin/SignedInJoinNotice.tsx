// A join link opened by someone already signed in (a shared computer): the code is for another
// person's account, so signing out comes first; the join screen then opens with the same code.
import { isolate } from '../../i18n/isolate';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useApiMutation } from '../../api/hooks';
import { useSession } from '../../app/session-context';
import { ActionButton } from '../../components/ActionButton';
import { AuthCard } from './AuthCard';
import { clearSignOutReason, expectSignOut } from './signOutReason';
import './signin.css';

export function SignedInJoinNotice() {
  const { t } = useTranslation();
  const { profile, info } = useSession();
  const signOut = useApiMutation('session.signOut');
  const leave = () => {
    expectSignOut('signedOut');
    signOut.mutateAsync({}).catch(clearSignOutReason);
  };
  if (info.mode !== 'server') return <Navigate to="/" replace />;
  return (
    <AuthCard
      titleId="join-in-title"
      title={t('accounts:join.title')}
      className="auth-signed-in"
      testId="join-signed-in"
    >
      <p>{t('accounts:join.signedIn', { name: isolate(profile?.displayName ?? '') })}</p>
      <div className="button-row auth-row-start">
        <ActionButton error={signOut.error} busy={signOut.isPending} onClick={leave} testId="join-sign-out">
          {t('accounts:join.signOutFirst')}
        </ActionButton>
        <Link className="button secondary" to="/">
          {t('accounts:join.backHome')}
        </Link>
      </div>
    </AuthCard>
  );
}
