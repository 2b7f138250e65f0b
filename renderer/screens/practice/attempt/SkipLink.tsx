// A quiet way out at every step before the end: skip the scenario (recorded, never penalised). The
// warning step shows it as a full button beside Continue.
import type { AttemptState } from '../../../../shared/domain/practice';
import { useTranslation } from 'react-i18next';
import { DialogButton } from '../../../components/DialogButton';
import { SkipDialog } from '../warning/SkipDialog';

type Props = {
  attempt: AttemptState;
  onAttempt: (next: AttemptState) => void;
  className?: string;
  testId?: string;
};

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
