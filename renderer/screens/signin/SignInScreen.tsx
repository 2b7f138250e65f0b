// Class server, nobody signed in: sign in with name or email and password. Links to setting a
// password with a join code, and to the first-time setup while the server has no instructor yet.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useApiQuery } from '../../api/hooks';
import { usePageTitle } from '../../app/pageTitle';
import { Icon } from '../../components/Icon';
import { AuthCard } from './AuthCard';
import { SignInForm } from './SignInForm';
import { SignInNotice } from './SignInNotice';
import type { SignOutReason } from './signOutReason';

export function SignInScreen({ notice }: { notice: SignOutReason | null }) {
  const { t } = useTranslation();
  const status = useApiQuery('auth.status', {});
  // Shown at any address while nobody is signed in: the tab says "Sign in", not the address's page.
  usePageTitle(t('accounts:signIn.title'));
  return (
    <div className="auth-layout" data-testid="signin-screen">
      <AuthCard titleId="signin-title" title={t('accounts:signIn.title')} lead={t('accounts:signIn.lead')}>
        <SignInNotice reason={notice} />
        <SignInForm onSignedIn={() => undefined} />
        <p className="auth-aside">{t('accounts:signIn.forgot')}</p>
      </AuthCard>
      <aside className="auth-side stack">
        {status.data?.needsSetup && (
          <section className="card auth-setup-card" aria-labelledby="setup-teaser" data-testid="signin-needs-setup">
            <h2 id="setup-teaser">
              <Icon name="settings" size={20} /> {t('accounts:setup.teaserTitle')}
            </h2>
            <p>{t('accounts:setup.teaserBody')}</p>
            <Link className="button primary" to="/setup" data-testid="signin-to-setup">
              {t('accounts:setup.title')}
            </Link>
          </section>
        )}
        <section className="card" aria-labelledby="join-teaser">
          <h2 id="join-teaser">{t('accounts:join.teaserTitle')}</h2>
          <p>{t('accounts:join.teaserBody')}</p>
          <Link className="button secondary" to="/join" data-testid="signin-to-join">
            {t('accounts:join.teaserLink')}
          </Link>
        </section>
      </aside>
    </div>
  );
}
