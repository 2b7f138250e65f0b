// The clear end of a session: how it ended (the help-seeker ended it, the turn cap was reached, or
// the trainee ended it) and what to do next.
import { useTranslation } from 'react-i18next';
import type { RoleplaySession } from '../../../../shared/domain/roleplay';
import { traineeTurns } from '../sessionLabels';
import { Button } from '../../../components/Button';

export function EndBanner({
  session,
  canRestart,
  onRestart,
  busy,
}: {
  session: RoleplaySession;
  canRestart: boolean;
  onRestart: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const turns = traineeTurns(session);
  const message =
    session.endReason === 'natural'
      ? t('roleplay:ended.natural')
      : session.endReason === 'turn_cap'
        ? t('roleplay:ended.turnCap', { cap: session.turnCap })
        : t('roleplay:ended.trainee');
  return (
    <section
      className={`spread-row rp-end is-${session.endReason ?? 'trainee'}`}
      role="status"
      data-testid="rp-ended"
      data-reason={session.endReason ?? ''}
    >
      <div>
        <h2 className="rp-end-title">{t('roleplay:ended.title')}</h2>
        <p className="rp-end-text">{message}</p>
        <p className="muted rp-end-turns">{t('roleplay:ended.turns', { count: turns })}</p>
      </div>
      {canRestart && (
        <Button onClick={onRestart} disabled={busy} testId="rp-end-restart">
          {t('roleplay:ended.restart')}
        </Button>
      )}
    </section>
  );
}
