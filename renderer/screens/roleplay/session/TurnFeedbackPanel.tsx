// Practice mode's feedback on one trainee turn, folded away so it does not break the conversation:
// the strategy used, what the help-seeker likely felt, another phrasing (in the session's language).
// Asked for once when the turn has none; unavailable or failed with a way to ask again.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleplaySession, RoleplayTurn } from '../../../../shared/domain/roleplay';
import { isUiLocale } from '../../../../shared/i18n/locales';
import { isCancelled, useApiTask } from '../../../api/hooks';
import { ErrorText } from '../../../components/ErrorText';
import { StoredFailureText } from '../../../components/connection/StoredFailureText';
import { vocab } from '../../../components/vocab';
import { textLangAttrs } from '../../../../shared/i18n/text-language';
import { Button } from '../../../components/Button';

type Props = {
  session: RoleplaySession;
  turn: RoleplayTurn;
  /** Only the player asks for feedback; others read what is stored. */
  canAsk: boolean;
  /** Asked at once (the latest turn); earlier turns wait for the trainee to ask. */
  auto: boolean;
  onSession: (next: RoleplaySession) => void;
};

export function TurnFeedbackPanel({ session, turn, canAsk, auto, onSession }: Props) {
  const { t, i18n } = useTranslation();
  const task = useApiTask('roleplay.turnFeedback');
  const [chars, setChars] = useState(0);
  const asked = useRef(false);
  const locale = isUiLocale(i18n.language) ? i18n.language : 'en';
  const ask = async () => {
    setChars(0);
    const next = await task.run(
      { sessionId: session.id, turnIndex: turn.index, locale },
      { onOutput: (_k, text) => setChars(Number(text) || 0) },
    );
    if (next) onSession(next);
  };
  useEffect(() => {
    if (asked.current || !canAsk || !auto || turn.feedback !== null) return;
    asked.current = true;
    void ask();
    // Asked once per turn, when it first appears without feedback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [canAsk, auto, turn.feedback]);

  const stored = turn.feedback;
  if (!stored && !task.running && !canAsk) return null;
  const strategy = vocab(t).strategy;
  return (
    <details className="rp-turn-feedback" data-testid={`rp-feedback-${turn.index}`}>
      <summary data-testid={`rp-feedback-open-${turn.index}`}>{t('coachNote:rp.feedback.title')}</summary>
      <div className="rp-turn-feedback-body">
        {task.running ? (
          <p role="status" className="muted">
            {chars ? t('coachNote:writingChars', { count: chars }) : t('coachNote:writing')}
          </p>
        ) : stored?.status === 'done' && stored.feedback ? (
          <dl>
            <dt>{t('coachNote:rp.feedback.strategy')}</dt>
            <dd>{strategy[stored.feedback.strategy]}</dd>
            <dt>{t('coachNote:rp.feedback.felt')}</dt>
            <dd dir="auto">{stored.feedback.felt}</dd>
            <dt>{t('coachNote:rp.feedback.alternative')}</dt>
            <dd>
              <q {...textLangAttrs(stored.feedback.alternative, session.roleCard.language)}>
                {stored.feedback.alternative}
              </q>
            </dd>
          </dl>
        ) : stored ? (
          <div data-testid="rp-feedback-unavailable">
            <p>
              {stored.status === 'failed' ? t('coachNote:rp.feedback.failed') : t('coachNote:rp.feedback.unavailable')}{' '}
              {canAsk && (
                <Button small onClick={() => void ask()}>
                  {t('coachNote:again')}
                </Button>
              )}
            </p>
            {stored.status === 'failed' && <StoredFailureText messages={[stored.errorMessage]} />}
          </div>
        ) : canAsk ? (
          <Button small onClick={() => void ask()}>
            {t('coachNote:rp.feedback.title')}
          </Button>
        ) : null}
        <ErrorText error={isCancelled(task.error) ? null : task.error} />
      </div>
    </details>
  );
}
