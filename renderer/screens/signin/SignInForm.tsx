// Name or email and password; a refused attempt says why (wrong password, too many attempts with
// the wait) next to the fields it concerns. Used by the sign-in screen and by the dialog shown when a
// session has ended (with the name given).
import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ProfileSummary } from '../../../shared/domain/profile';
import { useApiMutation } from '../../api/hooks';
import { adoptLanguage } from './adoptLanguage';
import { useAuthProblem } from './authErrors';
import { AuthField } from './AuthField';
import { AuthFormEnd } from './AuthFormEnd';
import { useRetryWait } from './useRetryWait';
import { useValidationText } from './validationText';

const schema = z.object({
  login: z.string().trim().min(1, 'login_required'),
  password: z.string().min(1, 'password_required'),
});
type Values = z.infer<typeof schema>;

export function SignInForm(props: {
  /** The account to sign in to again (a session that ended); the name field is then fixed. */
  login?: string;
  onSignedIn: (person: ProfileSummary) => void;
}) {
  const { t, i18n } = useTranslation();
  const problemId = useId();
  const signIn = useApiMutation('auth.signIn');
  const explain = useAuthProblem();
  const validation = useValidationText();
  const { waiting, waitFor } = useRetryWait();
  const { register, handleSubmit, formState, setFocus, resetField } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { login: props.login ?? '', password: '' },
  });
  const problem = explain(signIn.error, 'signIn');

  const submit = async (values: Values) => {
    try {
      const person = await signIn.mutateAsync(values);
      await adoptLanguage(person, i18n.language);
      props.onSignedIn(person);
    } catch (error) {
      const refused = explain(error, 'signIn');
      waitFor(refused?.waitSeconds ?? null);
      resetField('password');
      setFocus('password');
    }
  };

  return (
    <form className="stack auth-form" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <AuthField
        label={t('accounts:signIn.login')}
        help={props.login ? undefined : t('accounts:signIn.loginHelp')}
        autoComplete="username"
        dir="auto"
        readOnly={!!props.login}
        autoFocus={!props.login}
        error={validation(formState.errors.login?.message)}
        alsoDescribedBy={problem?.field === 'password' ? problemId : null}
        testId="signin-login"
        {...register('login')}
      />
      <AuthField
        label={t('accounts:signIn.password')}
        type="password"
        autoComplete="current-password"
        autoFocus={!!props.login}
        error={validation(formState.errors.password?.message)}
        alsoDescribedBy={problem?.field === 'password' ? problemId : null}
        testId="signin-password"
        {...register('password')}
      />
      <AuthFormEnd
        problem={problem}
        problemId={problemId}
        testPrefix="signin"
        busy={formState.isSubmitting || waiting}
        label={t('accounts:signIn.submit')}
      />
    </form>
  );
}
