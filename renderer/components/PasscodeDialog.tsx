// Asks for an instructor's or supervisor's passcode before switching to (or deleting) that profile.
import { isolate } from '../i18n/isolate';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileSummary } from '../../shared/domain/profile';
import { ErrorText } from './ErrorText';
import { Modal } from './Modal';
import { passcodeWait } from './passcodeWait';
import { PasscodeWaitText } from './PasscodeWaitText';

export function PasscodeDialog(props: {
  profile: ProfileSummary;
  title: string;
  confirmLabel: string;
  onSubmit: (passcode: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [passcode, setPasscode] = useState('');
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // After too many wrong tries the services say how long to wait: the button waits as well.
  const wait = passcodeWait(error);
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);
  const holdFor = (seconds: number) => {
    clearTimeout(timer.current ?? undefined);
    setWaiting(true);
    timer.current = setTimeout(() => setWaiting(false), seconds * 1000);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await props.onSubmit(passcode);
    } catch (e) {
      setError(e);
      setPasscode('');
      const refused = passcodeWait(e);
      if (refused) holdFor(refused.seconds);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal title={props.title} onClose={props.onClose}>
      <form onSubmit={(e) => void submit(e)} className="stack">
        <p>{t('profiles:passcodePrompt', { name: isolate(props.profile.displayName) })}</p>
        <label className="field">
          <span>{t('profiles:passcode')}</span>
          <input
            type="password"
            autoFocus
            autoComplete="current-password"
            value={passcode}
            data-testid="passcode-input"
            onChange={(e) => setPasscode(e.target.value)}
          />
        </label>
        {wait ? <PasscodeWaitText wait={wait} /> : <ErrorText error={error} />}
        <div className="button-row">
          <button type="button" className="button secondary" onClick={props.onClose}>
            {t('common:cancel')}
          </button>
          <button type="submit" className="button primary" disabled={busy || waiting || passcode.length === 0}>
            {props.confirmLabel}
          </button>
        </div>
      </form>
    </Modal>
  );
}
