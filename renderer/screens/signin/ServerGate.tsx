// On a class server nobody sees the app before signing in: without a session the sign-in, join and
// setup screens take the app's place; a session that ends while someone works opens a sign-in
// dialog over the app. The desktop app passes straight through, exactly as before.
import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../app/session-context';
import { clearSignOutReason, currentSignOutReason, expectSignOut, type SignOutReason } from './signOutReason';
import { useSessionEndWatch } from './useSessionEndWatch';

const SignedOutScreens = lazy(() => import('./SignedOutScreens').then((m) => ({ default: m.SignedOutScreens })));
const SessionEndedDialog = lazy(() => import('./SessionEndedDialog').then((m) => ({ default: m.SessionEndedDialog })));

function Loading() {
  const { t } = useTranslation();
  return (
    <p className="muted screen-loading" role="status">
      {t('common:loading')}
    </p>
  );
}

export function ServerGate({ children }: { children: ReactNode }) {
  const { info } = useSession();
  return info.mode === 'server' ? <ServerSession>{children}</ServerSession> : <>{children}</>;
}

function ServerSession({ children }: { children: ReactNode }) {
  const { profile, refresh } = useSession();
  const { ended, resume } = useSessionEndWatch(!!profile);
  const id = profile?.id ?? null;
  const [seenId, setSeenId] = useState(id);
  const [notice, setNotice] = useState<SignOutReason | null>(null);
  // Who is signed in changed: say why, when it is because nobody is any more.
  if (id !== seenId) {
    setSeenId(id);
    setNotice(seenId !== null && id === null ? currentSignOutReason() : null);
  }
  useEffect(() => clearSignOutReason(), [seenId]);

  if (!profile)
    return (
      <Suspense fallback={<Loading />}>
        <SignedOutScreens notice={notice} />
      </Suspense>
    );
  return (
    <>
      {children}
      {ended && (
        <Suspense fallback={null}>
          <SessionEndedDialog
            person={profile}
            onResumed={resume}
            onSomeoneElse={() => {
              expectSignOut('ended');
              void refresh();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
