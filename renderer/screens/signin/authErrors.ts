// What a refused sign-in, join or setup means for the person, in their language: which field it is
// about, and for too many attempts how long to wait (from the error's details) or that it is locked.
import { useTranslation } from 'react-i18next';
import { ApiCallError } from '../../api/client';

export type AuthForm = 'signIn' | 'join' | 'setup';
export type AuthProblem = {
  message: string;
  /** The field the problem is about, to mark it invalid and tie the message to it. */
  field: 'login' | 'password' | 'code' | null;
  /** Seconds before another attempt is accepted (too many attempts). */
  waitSeconds: number | null;
  /** The server already has an instructor (setup): sign in instead. */
  alreadySetUp: boolean;
};

type ThrottleDetails = { retryAfterSeconds?: unknown; locked?: unknown };

function throttle(error: ApiCallError): { seconds: number; locked: boolean } {
  const details = (error.details ?? {}) as ThrottleDetails;
  const seconds =
    typeof details.retryAfterSeconds === 'number' ? Math.max(1, Math.ceil(details.retryAfterSeconds)) : 30;
  return { seconds, locked: details.locked === true };
}

export function useAuthProblem(): (error: unknown, form: AuthForm) => AuthProblem | null {
  const { t } = useTranslation();
  return (error, form) => {
    if (!error) return null;
    const problem = (message: string, field: AuthProblem['field'] = null): AuthProblem => ({
      message,
      field,
      waitSeconds: null,
      alreadySetUp: false,
    });
    if (!(error instanceof ApiCallError)) return problem(t('accounts:errors.unexpected'));
    switch (error.code) {
      case 'wrong_passcode':
        return form === 'setup'
          ? problem(t('accounts:errors.wrongSetupCode'), 'code')
          : problem(t('accounts:errors.wrongPassword'), 'password');
      case 'not_found':
        return problem(t('accounts:errors.joinCodeUnknown'), 'code');
      case 'too_many_attempts': {
        const { seconds, locked } = throttle(error);
        return {
          message: locked
            ? t('accounts:errors.locked', { count: Math.ceil(seconds / 60) })
            : t('accounts:errors.wait', { count: seconds }),
          field: null,
          waitSeconds: seconds,
          alreadySetUp: false,
        };
      }
      case 'conflict':
        return form === 'setup'
          ? { ...problem(t('accounts:errors.alreadySetUp')), alreadySetUp: true }
          : problem(t('accounts:errors.unexpected'));
      case 'invalid_request':
        return problem(t('accounts:errors.invalid'));
      case 'internal':
        return problem(t('accounts:errors.unreachable'));
      default:
        return problem(t('accounts:errors.unexpected'));
    }
  };
}
