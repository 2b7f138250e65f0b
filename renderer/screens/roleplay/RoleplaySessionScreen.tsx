// Route /roleplay/:sessionId: the conversation with the simulated help-seeker. The trainee writes,
// the reply streams in; pause, resume, end and restart; per-turn coaching when it is on; a clear end
// state. Once ended: a read-only transcript (with a turn-by-turn replay), scoring and comparison;
// supervisors and instructors comment beside turns.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { JudgeProvider } from '../../../shared/domain/judging';
import type { RoleplayComment, RoleplaySession } from '../../../shared/domain/roleplay';
import { api } from '../../api/client';
import { useApiQuery, useSetQueryData } from '../../api/hooks';
import { useSession } from '../../app/session-context';
import { ErrorText } from '../../components/ErrorText';
import { usePageTitle } from '../../app/pageTitle';
import { isolate } from '../../i18n/isolate';
import { RoleplayBackLink } from './RoleplayBackLink';
import { traineeTurns } from './sessionLabels';
import { ComparePanel } from './scoring/ComparePanel';
import { ScorePanel } from './scoring/ScorePanel';
import { Composer } from './session/Composer';
import { EndBanner } from './session/EndBanner';
import { FailureNotice } from './session/FailureNotice';
import { ReplayBar } from './session/ReplayBar';
import { SessionControls } from './session/SessionControls';
import { Transcript } from './session/Transcript';
import { ModeBanner } from './session/ModeBanner';
import { indexOfTurn } from './session/turnAnchor';
import { useRoleplaySession } from './session/useRoleplaySession';
import '../../styles/roleplay.css';
import { Button } from '../../components/Button';
import { StatusText } from '../../components/StatusText';

function useSessionExtras(session: RoleplaySession | null) {
  const id = session?.id ?? null;
  const cardId = session?.roleCard.id ?? null;
  const ended = session?.status === 'ended';
  const comments = useApiQuery('roleplay.comments', id === null ? null : { sessionId: id });
  const judges = useApiQuery('judges.list', {}, { enabled: id !== null });
  const siblings = useApiQuery('roleplay.sessions', cardId === null ? null : { roleCardId: cardId }, {
    enabled: ended,
  });
  const setData = useSetQueryData();
  const setComments = (list: RoleplayComment[]) => {
    if (id !== null) setData('roleplay.comments', { sessionId: id }, list);
  };

  // Only ended sessions in which the trainee wrote can be scored or compared.
  const others = (siblings.data ?? []).filter((s) => s.id !== id && s.status === 'ended' && traineeTurns(s) > 0);
  return {
    comments: comments.data ?? NO_COMMENTS,
    setComments,
    // Without the judge list nothing can be scored: the panels say so instead of waiting.
    judges: judges.data ?? (judges.error ? NO_JUDGES : null),
    others,
  };
}

const NO_COMMENTS: RoleplayComment[] = [];
const NO_JUDGES: JudgeProvider[] = [];

export function RoleplaySessionScreen() {
  const params = useParams();
  const sessionId = Number(params.sessionId);
  // A restart opens another session: its state starts afresh.
  return <SessionView key={sessionId} sessionId={sessionId} />;
}

function SessionView({ sessionId }: { sessionId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { profile, profiles } = useSession();
  const rp = useRoleplaySession(sessionId);
  const { session } = rp;
  const extras = useSessionExtras(session);
  const [replay, setReplay] = useState<number | null>(null);
  usePageTitle(t('a11y:page.roleplaySession'), session?.roleCard.scenarioTitle);

  if (!profile)
    return (
      <div className="form-page rp-page">
        <p className="card" data-testid="rp-signed-out">
          {t('roleplay:signedOut')} <Link to="/">{t('roleplay:signIn')}</Link>
        </p>
      </div>
    );
  if (rp.loadError)
    return (
      <div className="form-page rp-page">
        <RoleplayBackLink />
        <ErrorText error={rp.loadError} />
      </div>
    );
  if (!session)
    return (
      <div className="form-page rp-page">
        <StatusText>{t('common:loading')}</StatusText>
      </div>
    );

  const own = session.profileId === profile.id;
  const isStaff = profile.role !== 'trainee';
  const ended = session.status === 'ended';
  const streaming = rp.pending !== null;
  const owner = profiles.find((p) => p.id === session.profileId)?.displayName ?? t('roleplay:sessions.unknownOwner');
  const turns = replay === null ? session.turns : session.turns.slice(0, replay);
  const reason = streaming
    ? t('roleplay:composer.waiting')
    : session.status === 'paused'
      ? t('roleplay:composer.paused')
      : rp.failure
        ? session.turns.length === 0
          ? t('roleplay:composer.noOpening')
          : t('roleplay:composer.noAnswer')
        : null;
  const indexOf = (number: number) => indexOfTurn(number, session.turns);

  const restart = () =>
    void rp.restart().then((next) => {
      if (next) navigate(`/roleplay/${next.id}`);
    });
  const addComment = async (turnIndex: number, body: string) =>
    extras.setComments(await api.call('roleplay.addComment', { sessionId: session.id, turnIndex, body }));

  return (
    <div className="form-page rp-page rp-session-page" data-testid="rp-session" data-status={session.status}>
      <RoleplayBackLink to={`/roleplay?card=${session.roleCard.id}`} label={t('roleplay:session.backToCard')} />
      <header className="rp-session-header">
        <h1>
          {t('roleplay:session.title')} <bdi className="rp-session-scenario">{session.roleCard.scenarioTitle}</bdi>
        </h1>
        <p className="muted rp-session-sub">
          {t('roleplay:session.sub', { id: session.id, version: session.roleCard.version })}
          {!own && (
            <>
              {' · '}
              {t('roleplay:sessions.by', { name: isolate(owner) })}
            </>
          )}
          {session.restartOf !== null && (
            <>
              {' · '}
              <Link to={`/roleplay/${session.restartOf}`}>
                {t('roleplay:session.restartOf', { id: session.restartOf })}
              </Link>
            </>
          )}
        </p>
      </header>
      <ModeBanner
        session={session}
        canSwitch={own}
        busy={rp.busy || streaming}
        onAssessment={() => void rp.toAssessment()}
      />
      <ErrorText error={rp.actionError} />
      <div className="split-layout rp-session-layout">
        <section className="card rp-chat" aria-labelledby="rp-chat-title">
          <h2 id="rp-chat-title" className="visually-hidden">
            {t('roleplay:chat.label')}
          </h2>
          {ended && session.turns.length > 1 && replay === null && (
            <div className="rp-replay-start">
              <span className="muted">{t('roleplay:replay.readOnly')}</span>
              <Button small onClick={() => setReplay(1)} testId="rp-replay-start">
                {t('roleplay:replay.start')}
              </Button>
            </div>
          )}
          {replay !== null && (
            <ReplayBar shown={replay} total={session.turns.length} onShow={setReplay} onExit={() => setReplay(null)} />
          )}
          {session.turns.length === 0 && !streaming && !rp.failure && (
            <p className="muted rp-chat-empty">{t('roleplay:chat.empty')}</p>
          )}
          <Transcript
            session={session}
            turns={turns}
            pending={rp.pending}
            comments={extras.comments}
            canComment={isStaff}
            traineeName={own ? t('roleplay:chat.you') : isolate(owner)}
            onAddComment={addComment}
            canAskFeedback={own && !streaming}
            onSession={rp.setSession}
          />
          {rp.failure && !ended && (
            <FailureNotice failure={rp.failure} opening={session.turns.length === 0} onRetry={rp.retry} />
          )}
          {!ended && own && (
            <Composer
              key={rp.unsent?.key ?? 0}
              initialText={rp.unsent?.text ?? ''}
              disabled={reason !== null || rp.busy}
              reason={reason}
              onSend={(text) => void rp.say(text)}
            />
          )}
          {!ended && !own && <p className="muted rp-watching">{t('roleplay:session.watching')}</p>}
          {ended && <EndBanner session={session} canRestart={own} onRestart={restart} busy={rp.busy} />}
        </section>
        <div className="rp-session-side">
          <SessionControls
            session={session}
            streaming={streaming}
            busy={rp.busy}
            canSetCoaching={profile.role === 'instructor'}
            canSteer={own}
            onPause={() => void rp.pause()}
            onResume={() => void rp.resume()}
            onEnd={() => void rp.end()}
            onRestart={restart}
            onCoaching={rp.setCoaching}
          />
        </div>
      </div>
      {ended &&
        (traineeTurns(session) === 0 ? (
          <p className="card muted" data-testid="rp-nothing-to-score">
            {t('roleplay:scores.nothing')}
          </p>
        ) : (
          <>
            <ScorePanel session={session} judges={extras.judges} others={extras.others} indexOf={indexOf} />
            <ComparePanel session={session} judges={extras.judges} others={extras.others} />
          </>
        ))}
    </div>
  );
}
