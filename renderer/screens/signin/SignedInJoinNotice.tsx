// A join link opened by someone already signed in (a shared computer): the code is for another
// person's account, so signing out comes first; the join screen then opens with the same code.
import { isolate } from '../../i18n/isolate';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router-dom';
import { useApiMutation } from '../../api/hooks';
import { useSession } from '../../app/session-context';
import { ActionButton } from '../../components/ActionButton';
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
    <section className="card auth-card auth-signed-in" data-testid="join-signed-in" aria-labelledby="join-in-title">
      <h1 id="join-in-title">{t('accounts:join.title')}</h1>
      <p>{t('accounts:join.signedIn', { name: isolate(profile?.displayName ?? '') })}</p>
      <div className="button-row auth-row-start">
        <ActionButton error={signOut.error} busy={signOut.isPending} onClick={leave} testId="join-sign-out">
          {t('accounts:join.signOutFirst')}
        </ActionButton>
        <Link className="button secondary" to="/">
          {t('accounts:join.backHome')}
        </Link>
      </div>
    </section>
  );
}
