// The session's side panel: status and "turn x of cap", where the conversation goes, coaching
// (instructors can switch it off for this session), and pause / resume / end / restart.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleplaySession } from '../../../../shared/domain/roleplay';
import { Modal } from '../../../components/Modal';
import { sessionLabels, traineeTurns } from '../sessionLabels';
import { Destination } from './Destination';
import { ConfirmRow } from '../../../components/ConfirmRow/ConfirmRow';
import { Button } from '../../../components/Button';

type Props = {
  session: RoleplaySession;
  /** The help-seeker is answering right now. */
  streaming: boolean;
  busy: boolean;
  canSetCoaching: boolean;
  /** Only the trainee whose session it is (or an instructor) may steer it. */
  canSteer: boolean;
  onPause: () => void;
  onResume: () => void;
  onEnd: () => void;
  onRestart: () => void;
  onCoaching: (enabled: boolean) => Promise<unknown>;
};

export function SessionControls({
  session,
  streaming,
  busy,
  canSetCoaching,
  canSteer,
  onPause,
  onResume,
  onEnd,
  onRestart,
  onCoaching,
}: Props) {
  const { t } = useTranslation();
  const labels = sessionLabels(t);
  const [confirm, setConfirm] = useState<'end' | 'restart' | null>(null);
  /** The coaching switch shows the choice at once, while the services store it. */
  const [coachingChoice, setCoachingChoice] = useState<boolean | null>(null);
  const switchCoaching = (enabled: boolean) => {
    setCoachingChoice(enabled);
    void onCoaching(enabled).finally(() => setCoachingChoice(null));
  };
  const taken = traineeTurns(session);
  const ended = session.status === 'ended';
  const current = ended ? taken : Math.min(taken + 1, session.turnCap);

  return (
    <section className="card rp-controls" aria-labelledby="rp-controls-title" data-testid="rp-controls">
      <h2 id="rp-controls-title" className="visually-hidden">
        {t('roleplay:controls.title')}
      </h2>
      <div className="spread-row rp-controls-status">
        <span className={`badge rp-status is-${session.status}`} data-testid="rp-status">
          {labels.status(session.status)}
        </span>
        <span className="rp-turn-counter" data-testid="rp-turn-counter">
          {ended
            ? t('roleplay:controls.turnsTaken', { count: taken, cap: session.turnCap })
            : t('roleplay:controls.turnOf', { turn: current, cap: session.turnCap })}
        </span>
      </div>
      <span className="rp-meter rp-turn-meter" aria-hidden="true">
        <span style={{ inlineSize: `${Math.min(1, taken / session.turnCap) * 100}%` }} />
      </span>
      <Destination destination={session.destination} testId="rp-session-destination" />
      <label className="rp-check">
        <input
          type="checkbox"
          checked={coachingChoice ?? session.coachingEnabled}
          disabled={!canSetCoaching || busy}
          onChange={(e) => switchCoaching(e.target.checked)}
          data-testid="rp-coaching-toggle"
        />
        <span>{t('roleplay:controls.coaching')}</span>
      </label>
      {!canSetCoaching && (
        <p className="muted rp-small">
          {session.coachingEnabled ? t('roleplay:controls.coachingOn') : t('roleplay:controls.coachingOff')}
        </p>
      )}
      {canSteer && (
        <div className="rp-controls-buttons">
          {session.status === 'active' && (
            <Button onClick={onPause} disabled={busy || streaming} testId="rp-pause">
              {t('roleplay:controls.pause')}
            </Button>
          )}
          {session.status === 'paused' && (
            <Button tone="primary" onClick={onResume} disabled={busy} testId="rp-resume">
              {t('roleplay:controls.resume')}
            </Button>
          )}
          {!ended && (
            <Button tone="danger" onClick={() => setConfirm('end')} disabled={busy || streaming} testId="rp-end">
              {t('roleplay:controls.end')}
            </Button>
          )}
          {/* Restarting a running conversation ends it: ask first. */}
          <Button
            onClick={() => (ended ? onRestart() : setConfirm('restart'))}
            disabled={busy || streaming}
            testId="rp-restart"
          >
            {t('roleplay:controls.restart')}
          </Button>
        </div>
      )}
      {confirm && (
        <Modal
          title={confirm === 'end' ? t('roleplay:controls.endTitle') : t('roleplay:controls.restartTitle')}
          onClose={() => setConfirm(null)}
        >
          <p>{confirm === 'end' ? t('roleplay:controls.endBody') : t('roleplay:controls.restartBody')}</p>
          <ConfirmRow
            onCancel={() => setConfirm(null)}
            onConfirm={() => {
              setConfirm(null);
              if (confirm === 'end') onEnd();
              else onRestart();
            }}
            confirmLabel={confirm === 'end' ? t('roleplay:controls.endConfirm') : t('roleplay:controls.restartConfirm')}
            confirmTestId="rp-confirm"
            tone={confirm === 'end' ? 'danger' : 'primary'}
          />
        </Modal>
      )}
    </section>
  );
}
