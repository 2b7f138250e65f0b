// What the join and first-instructor forms share: the server's problem explained for the form, the
// field messages, the wait after too many tries, and on success the person's language adopted and
// the app opened where they start.
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { queryKey } from '../../api/hooks';
import { adoptLanguage } from './adoptLanguage';
import { useAuthProblem } from './authErrors';
import { useRetryWait } from './useRetryWait';
import { useValidationText } from './validationText';

export function useCodeSignIn(form: 'join' | 'setup', error: unknown, landing: string) {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const client = useQueryClient();
  const problemId = useId();
  const explain = useAuthProblem();
  const validation = useValidationText();
  const { waiting, waitFor } = useRetryWait();

  /** Runs the request; signed in, opens `landing`; refused, waits as long as the server asks. */
  const run = async (request: () => Promise<ProfileSummary>) => {
    try {
      const from = window.location.hash;
      const person = await request();
      // Signed in as the server said: the app opens at once, not the sign-in screen again for a moment
      // while the session is read anew (the read that follows confirms it).
      client.setQueryData(queryKey('session.get', {}), { profile: person });
      // Landing at once, unless another page was opened while the request was on its way.
      if (window.location.hash === from) void navigate(landing, { replace: true });
      void adoptLanguage(person, i18n.language);
    } catch (failure) {
      waitFor(explain(failure, form)?.waitSeconds ?? null);
    }
  };

  return { problemId, problem: explain(error, form), validation, waiting, run };
}
