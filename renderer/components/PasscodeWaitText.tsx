// Says why a passcode cannot be tried now and for how long, in the interface language.
import { useTranslation } from 'react-i18next';
import { formatWait, type PasscodeWait } from './passcodeWait';

export function PasscodeWaitText({ wait }: { wait: PasscodeWait }) {
  const { t, i18n } = useTranslation();
  const duration = formatWait(wait.seconds, i18n.language);
  const text = wait.locked
    ? t('access:locked', { duration })
    : wait.wrong
      ? t('access:wrongWait', { duration })
      : t('access:wait', { duration });
  return (
    <p className="error-text" role="alert" data-testid="passcode-wait">
      {text}
    </p>
  );
}
