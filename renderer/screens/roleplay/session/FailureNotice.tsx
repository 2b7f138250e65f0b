// The help-seeker's message is missing: the model did not answer (server down, timeout, an
// unreadable reply) or the session was left waiting. Says so calmly, keeps the conversation as it
// was (the trainee's turn is stored), and offers "Try again".
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../../api/client';
import type { Failure } from './useRoleplaySession';
import { Button } from '../../../components/Button';

export function FailureNotice({
  failure,
  opening,
  onRetry,
}: {
  failure: Failure;
  opening: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { error } = failure;
  const headline =
    error === null
      ? t('roleplay:failure.waiting')
      : error instanceof ApiCallError && error.code === 'cancelled'
        ? t('roleplay:failure.cancelled')
        : t('roleplay:failure.title');
  return (
    <div
      className={`spread-row rp-failure${error === null ? ' is-waiting' : ''}`}
      role={error === null ? 'status' : 'alert'}
      data-testid="rp-failure"
      title={error instanceof Error ? error.message : undefined}
    >
      <p>
        <strong>{headline}</strong> {opening ? t('roleplay:failure.open') : t('roleplay:failure.say')}
      </p>
      <Button tone="primary" small onClick={onRetry} testId="rp-retry">
        {t('roleplay:failure.retry')}
      </Button>
    </div>
  );
}
