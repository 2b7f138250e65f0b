// Settings on a class server: signing out on every device where this person is signed in (after a
// shared computer or a lost laptop), with a confirmation. The sign-in screen then says what happened.
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DialogButton } from '../../components/DialogButton';
import { useSignOut } from '../signin/useSignOut';

export function SessionsSection() {
  const { t } = useTranslation();
  // A failure is shown in the confirmation dialog, which offers the button again.
  const { leave } = useSignOut('auth.signOutEverywhere', 'signedOutEverywhere');

  return (
    <section className="card" aria-labelledby="sessions-title" data-testid="sessions-section">
      <h2 id="sessions-title">{t('accounts:signOut.sectionTitle')}</h2>
      <p className="muted">{t('accounts:signOut.sectionHelp')}</p>
      <div className="button-row">
        <DialogButton
          label={t('accounts:signOut.everywhere')}
          className="button secondary"
          testId="sign-out-everywhere"
          dialog={(close) => (
            <ConfirmDialog
              title={t('accounts:signOut.confirmTitle')}
              onClose={close}
              action={leave}
              confirmLabel={t('accounts:signOut.confirm')}
              confirmTestId="sign-out-everywhere-confirm"
            >
              <p>{t('accounts:signOut.confirmBody')}</p>
            </ConfirmDialog>
          )}
        />
      </div>
    </section>
  );
}
