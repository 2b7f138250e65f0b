// One role-play session's state and actions: loads it, streams the help-seeker's opening message
// when there is none yet, sends the trainee's turns (the reply streams in as 'seeker' output, the
// text so far), pauses, resumes, ends, restarts and switches coaching.
// When the model fails the services keep the trainee's turn; asking again is roleplay.open, which
// writes the missing answer. A session left waiting for an answer (say after a crash) offers the same.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RoleplaySession } from '../../../../shared/domain/roleplay';
import { api } from '../../../api/client';
import { useApiQuery, useSetQueryData } from '../../../api/hooks';

/** The exchange in flight: the trainee's words (none for the opening or a retry) and the help-seeker's reply so far. */
export type Pending = { trainee: string | null; seeker: string };
/** The help-seeker's message is missing: the model failed (error) or the session was left waiting (no error). */
export type Failure = { error: unknown };

const awaitingAnswer = (s: RoleplaySession) =>
  s.status === 'active' && (s.turns.length === 0 || s.turns.at(-1)?.speaker === 'trainee');

export function useRoleplaySession(sessionId: number) {
  const query = useApiQuery('roleplay.get', { sessionId }, { fresh: true });
  const setData = useSetQueryData();
  const setSession = useCallback(
    (next: RoleplaySession) => setData('roleplay.get', { sessionId }, next),
    [setData, sessionId],
  );
  const session = query.data ?? null;
  const loadError = session ? null : query.error;
  const [pending, setPending] = useState<Pending | null>(null);
  /** undefined until something happened here: then a session left waiting for an answer offers to ask again. */
  const [failure, setFailure] = useState<Failure | null | undefined>(undefined);
  /** Words the trainee sent that were not stored (the session had been paused elsewhere, say), back in the composer. */
  const [unsent, setUnsent] = useState<{ text: string; key: number } | null>(null);
  const [busy, setBusy] = useState(false);
  const [actionError, setActionError] = useState<unknown>(null);
  const stream = useCallback(
    async (text: string | null) => {
      setFailure(null);
      setActionError(null);
      setPending({ trainee: text, seeker: '' });
      const onOutput = (key: string, so: string) => {
        if (key === 'seeker') setPending((p) => (p ? { ...p, seeker: so } : p));
      };
      try {
        const next =
          text === null
            ? await api.task('roleplay.open', { sessionId }, { onOutput })
            : await api.task('roleplay.say', { sessionId, text }, { onOutput });
        setSession(next);
      } catch (error) {
        // What the services kept: after a model failure the trainee's turn is stored and waits for an answer.
        const fresh = await api.call('roleplay.get', { sessionId }).catch(() => null);
        if (fresh) setSession(fresh);
        if (fresh && awaitingAnswer(fresh)) setFailure({ error });
        else {
          setActionError(error);
          if (text !== null) setUnsent((u) => ({ text, key: (u?.key ?? 0) + 1 }));
        }
      } finally {
        setPending(null);
      }
    },
    [sessionId, setSession],
  );

  const opened = useRef(false);
  useEffect(() => {
    if (!session || opened.current) return;
    opened.current = true;
    // The help-seeker opens the conversation (asked once the loaded session is on screen).
    if (session.status === 'active' && session.turns.length === 0) void Promise.resolve(null).then(stream);
    // A reply on its way when this screen goes is left to finish: the services store it anyway.
  }, [session, stream]);

  const act = useCallback(async (run: () => Promise<RoleplaySession>): Promise<RoleplaySession | null> => {
    setBusy(true);
    setActionError(null);
    try {
      return await run();
    } catch (e) {
      setActionError(e);
      return null;
    } finally {
      setBusy(false);
    }
  }, []);

  const change = (method: 'roleplay.pause' | 'roleplay.resume' | 'roleplay.end') =>
    act(() => api.call(method, { sessionId })).then((next) => {
      if (!next) return;
      setSession(next);
      setFailure(method === 'roleplay.resume' && awaitingAnswer(next) ? { error: null } : null);
    });

  return {
    session,
    loadError,
    pending,
    failure:
      failure === undefined
        ? session && pending === null && awaitingAnswer(session) && session.turns.length > 0
          ? { error: null }
          : null
        : failure,
    unsent,
    busy,
    actionError,
    say: (text: string) => stream(text),
    /** Asks the help-seeker again for the missing message (the opening, or the answer to the last turn). */
    retry: () => void stream(null),
    pause: () => change('roleplay.pause'),
    resume: () => change('roleplay.resume'),
    end: () => change('roleplay.end'),
    restart: () => act(() => api.call('roleplay.restart', { sessionId })),
    setCoaching: (enabled: boolean) =>
      act(() => api.call('roleplay.setCoaching', { sessionId, enabled })).then((next) => {
        if (next) setSession(next);
      }),
  };
}
