// Signing out (here, or on every device): note why first, so the sign-in screen can say what
// happened, then end the session and go home; a failure forgets the reason, is kept in `error` and
// rejects the returned promise. The top bar's button and Settings' sessions section both use it.
import { useNavigate } from 'react-router-dom';
import { useApiMutation } from '../../api/hooks';
import { clearSignOutReason, expectSignOut, type SignOutReason } from './signOutReason';

type SignOutMethod = 'session.signOut' | 'auth.signOutEverywhere';

export function useSignOut(method: SignOutMethod, reason: SignOutReason) {
  const navigate = useNavigate();
  const mutation = useApiMutation(method);
  const leave = async () => {
    expectSignOut(reason);
    try {
      await mutation.mutateAsync({});
      void navigate('/');
    } catch (failure) {
      clearSignOutReason();
      throw failure;
    }
  };
  return { leave, error: mutation.error };
}
