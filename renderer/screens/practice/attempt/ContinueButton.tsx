// "Continue": saves what the step still holds (before), then moves the attempt to its next stage.
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { AttemptState } from '../../../../shared/domain/practice';
import { api } from '../../../api/client';
import { ErrorText } from '../../../components/ErrorText';
import { continueTarget } from './advance';
import { useAction } from '../../../components/useAction';
import { Button } from '../../../components/Button';

type Props = {
  attempt: AttemptState;
  onAttempt: (next: AttemptState) => void;
  before?: () => Promise<void>;
  disabled?: boolean;
  children?: ReactNode;
  testId?: string;
};

export function ContinueButton({
  attempt,
  onAttempt,
  before,
  disabled = false,
  children,
  testId = 'step-continue',
}: Props) {
  const { t } = useTranslation();
  const { busy, error, run } = useAction();
  const to = continueTarget(attempt.config, attempt.stage);
  if (!to) return null;
  const go = () =>
    run(async () => {
      await before?.();
      onAttempt(await api.call('practice.advance', { attemptId: attempt.id, to }));
    });
  return (
    <>
      <ErrorText error={error} />
      <Button tone="primary" onClick={() => void go()} disabled={busy || disabled} testId={testId}>
        {children ?? t('practice:attempt.continue')}
      </Button>
    </>
  );
}
