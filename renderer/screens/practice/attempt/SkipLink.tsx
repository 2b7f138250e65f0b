// A quiet way out at every step before the end: skip the scenario (recorded, never penalised). The
// warning step shows it as a full button beside Continue.
import { useTranslation } from 'react-i18next';
import type { AttemptProps } from './stepProps';
import { DialogButton } from '../../../components/DialogButton';
import { SkipDialog } from '../warning/SkipDialog';

type Props = AttemptProps & { className?: string; testId?: string };

export function SkipLink({
  attempt,
  onAttempt,
  className = 'link-button pr-skip-link',
  testId = 'attempt-skip',
}: Props) {
  const { t } = useTranslation();
  return (
    <DialogButton
      label={t('practice:warning.skip')}
      className={className}
      testId={testId}
      dialog={(close) => <SkipDialog attempt={attempt} onAttempt={onAttempt} onClose={close} />}
    />
  );
}
