// Shown over the app when the session of the person on screen ended on the server (unused too long,
// signed out on another device, password reset). Signing in again as the same person keeps the
// screen as it was, so autosaves waiting to be stored are stored; anyone else starts afresh.
import { isolate } from '../../i18n/isolate';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { Modal } from '../../components/Modal';
import { SignInForm } from './SignInForm';

export function SessionEndedDialog(props: {
  person: ProfileSummary;
  onResumed: () => void;
  onSomeoneElse: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal title={t('accounts:ended.title')} onClose={props.onSomeoneElse}>
      <div className="stack" data-testid="session-ended">
        <p>{t('accounts:ended.body', { name: isolate(props.person.displayName) })}</p>
        <SignInForm login={props.person.displayName} onSignedIn={props.onResumed} />
        <button type="button" className="link-button" onClick={props.onSomeoneElse} data-testid="session-ended-other">
          {t('accounts:ended.someoneElse')}
        </button>
      </div>
    </Modal>
  );
}
