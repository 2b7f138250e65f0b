// The conversation: the help-seeker's messages on one side, the trainee's on the other (mirrored in
// right-to-left layouts), each with its turn number, the trainee's coaching signals when coaching is
// on, and turn-anchored comments beside it. The reply being written streams in with a typing indicator.
import { useCallback, useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleplayComment, RoleplaySession, RoleplayTurn } from '../../../../shared/domain/roleplay';
import { useAnnounceNewItems } from '../../../components/a11y/useAnnounceWhenDone';
import { textLangAttrs } from '../../../../shared/i18n/text-language';
import { TurnComments } from './TurnComments';
import { TurnCoaching } from './TurnCoaching';
import { TurnFeedbackPanel } from './TurnFeedbackPanel';
import { nextTurnIndex, turnCode, turnElementId } from './turnAnchor';
import type { Pending } from './useRoleplaySession';

type Props = {
  session: RoleplaySession;
  /** The turns shown (all, or the first few while replaying). */
  turns: readonly RoleplayTurn[];
  pending: Pending | null;
  comments: readonly RoleplayComment[];
  canComment: boolean;
  /** How the trainee's turns are labelled: "You" for the trainee, their name for staff reading along. */
  traineeName: string;
  onAddComment: (turnIndex: number, body: string) => Promise<unknown>;
  /** The player of a practice session asks for feedback on their turns. */
  canAskFeedback: boolean;
  onSession: (next: RoleplaySession) => void;
};

function Bubble({
  speaker,
  children,
  text,
  lang,
  label,
  index,
  streaming = false,
}: {
  speaker: 'trainee' | 'seeker';
  children: ReactNode;
  /** The words of the turn, to tag the bubble with their own language (not the interface's). */
  text: string;
  lang: string;
  label: string;
  index: number | null;
  streaming?: boolean;
}) {
  return (
    <div className={`rp-bubble is-${speaker}${streaming ? ' is-streaming' : ''}`}>
      <span className="rp-bubble-label">
        {index !== null && (
          <>
            <bdi className="rp-turn-code">{turnCode(index)}</bdi>
            {' · '}
          </>
        )}
        {label}
      </span>
      <p className="rp-bubble-text" {...textLangAttrs(text, lang)}>
        {children}
      </p>
    </div>
  );
}

function Typing() {
  const { t } = useTranslation();
  return (
    <span className="rp-typing" role="status" data-testid="rp-typing">
      <span className="rp-typing-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{t('roleplay:chat.typing')}</span>
    </span>
  );
}

export function Transcript({
  session,
  turns,
  pending,
  comments,
  canComment,
  traineeName,
  onAddComment,
  canAskFeedback,
  onSession,
}: Props) {
  const { t } = useTranslation();
  const lang = session.roleCard.language;
  const end = useRef<HTMLDivElement>(null);
  const seekerName = t('roleplay:chat.seeker');
  const showComments = canComment || comments.length > 0;
  const lastLength = turns.length + (pending ? 1 + pending.seeker.length : 0);
  const live = session.status !== 'ended' || pending !== null;
  // Screen readers hear each help-seeker reply once it is complete (not each streamed word).
  const turnKey = useCallback((turn: RoleplayTurn) => turn.index, []);
  const describeTurn = useCallback(
    (turn: RoleplayTurn) =>
      turn.speaker === 'seeker' ? t('a11y:announce.reply', { who: seekerName, text: turn.text }) : null,
    [t, seekerName],
  );
  useAnnounceNewItems(turns, turnKey, describeTurn);

  // Keeps the newest words in view while the conversation runs (not when reading an ended one).
  useEffect(() => {
    if (live) end.current?.scrollIntoView({ block: 'nearest' });
  }, [lastLength, live]);

  const nextIndex = nextTurnIndex(session.turns);
  const lastTrainee = session.turns.filter((x) => x.speaker === 'trainee').at(-1)?.index ?? null;
  return (
    <div className="rp-transcript-wrap">
      <ol
        className={`bare-list rp-transcript${showComments ? ' with-comments' : ''}`}
        aria-label={t('roleplay:chat.label')}
        data-testid="rp-transcript"
      >
        {turns.map((turn) => (
          <li
            key={turn.index}
            id={turnElementId(turn.index)}
            tabIndex={-1}
            className={`rp-turn is-${turn.speaker}`}
            data-testid={`rp-turn-${turn.index}`}
            data-speaker={turn.speaker}
          >
            <div className="rp-turn-main">
              <Bubble
                speaker={turn.speaker}
                text={turn.text}
                lang={lang}
                index={turn.index}
                label={turn.speaker === 'seeker' ? seekerName : traineeName}
              >
                {turn.text}
              </Bubble>
              {turn.speaker === 'trainee' && session.coachingEnabled && turn.coaching && (
                <TurnCoaching coaching={turn.coaching} lang={lang} turnIndex={turn.index} />
              )}
              {turn.speaker === 'trainee' && session.mode === 'practice' && (
                <TurnFeedbackPanel
                  session={session}
                  turn={turn}
                  canAsk={canAskFeedback}
                  auto={turn.index === lastTrainee}
                  onSession={onSession}
                />
              )}
            </div>
            {showComments && (
              <TurnComments
                turnIndex={turn.index}
                comments={comments.filter((c) => c.turnIndex === turn.index)}
                canComment={canComment}
                onAdd={onAddComment}
              />
            )}
          </li>
        ))}
        {pending?.trainee && (
          <li className="rp-turn is-trainee is-pending">
            <div className="rp-turn-main">
              <Bubble speaker="trainee" text={pending.trainee} lang={lang} index={nextIndex} label={traineeName}>
                {pending.trainee}
              </Bubble>
            </div>
          </li>
        )}
        {pending && (
          <li className="rp-turn is-seeker is-pending" data-testid="rp-streaming">
            <div className="rp-turn-main">
              <Bubble speaker="seeker" text={pending.seeker} lang={lang} index={null} label={seekerName} streaming>
                <span data-testid="rp-streaming-text">{pending.seeker}</span>
                <Typing />
              </Bubble>
            </div>
          </li>
        )}
      </ol>
      <div ref={end} className="rp-transcript-end" />
    </div>
  );
}
