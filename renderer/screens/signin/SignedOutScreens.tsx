// Everything a class server shows before sign-in: the sign-in screen (at any address, so a deep
// link opens where it pointed once signed in), the join screen and the first-time setup.
import { Route, Routes } from 'react-router-dom';
import { AuthFrame } from './AuthFrame';
import { JoinScreen } from './JoinScreen';
import { SetupScreen } from './SetupScreen';
import { SignInScreen } from './SignInScreen';
import type { SignOutReason } from './signOutReason';

export function SignedOutScreens({ notice }: { notice: SignOutReason | null }) {
  return (
    <AuthFrame>
      <Routes>
        <Route path="/join" element={<JoinScreen />} />
        <Route path="/setup" element={<SetupScreen />} />
        <Route path="*" element={<SignInScreen notice={notice} />} />
      </Routes>
    </AuthFrame>
  );
}
