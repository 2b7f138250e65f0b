// Class server, first start: the first instructor account, created with the one-time setup code the
// server printed on its console (so nobody who merely reaches the page first can claim the server).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { emailSchema, joinCodeSchema } from '../../../shared/domain/accounts';
import { displayNameSchema } from '../../../shared/domain/profile';
import { useApiMutation, useApiQuery } from '../../api/hooks';
import { AuthField } from './AuthField';
import { AuthFormEnd } from './AuthFormEnd';
import { NewPasswordFields } from './NewPasswordFields';
import { useCodeSignIn } from './useCodeSignIn';
import { checkSamePassword, passwordPair } from './passwordPair';

const schema = z
  .object({
    code: z.string().pipe(joinCodeSchema),
    displayName: z.string().pipe(displayNameSchema),
    email: z.union([z.literal('').transform(() => undefined), z.string().pipe(emailSchema)]),
    ...passwordPair,
  })
  .superRefine(checkSamePassword);
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export function SetupScreen() {
  const { t } = useTranslation();
  const status = useApiQuery('auth.status', {});
  const setup = useApiMutation('auth.setup');
  const { problemId, problem, validation, waiting, run } = useCodeSignIn('setup', setup.error, '/accounts');
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', displayName: '', email: '', password: '', confirm: '' },
  });
  const done = status.data && !status.data.needsSetup;

  const submit = ({ confirm: _confirm, ...values }: Output) => run(() => setup.mutateAsync(values));

  return (
    <div className="auth-layout is-single" data-testid="setup-screen">
      <section className="card auth-card" aria-labelledby="setup-title">
        <h1 id="setup-title">{t('accounts:setup.title')}</h1>
        {done ? (
          <p className="auth-notice" role="status" data-testid="setup-done">
            {t('accounts:errors.alreadySetUp')}
          </p>
        ) : (
          <>
            <p className="muted">{t('accounts:setup.lead')}</p>
            <form className="stack auth-form" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
              <AuthField
                label={t('accounts:setup.code')}
                help={t('accounts:setup.codeHelp')}
                autoComplete="off"
                spellCheck={false}
                dir="ltr"
                className="auth-code-input"
                autoFocus
                error={validation(formState.errors.code?.message)}
                alsoDescribedBy={problem?.field === 'code' ? problemId : null}
                testId="setup-code"
                {...register('code')}
              />
              <AuthField
                label={t('accounts:setup.name')}
                help={t('accounts:setup.nameHelp')}
                autoComplete="name"
                dir="auto"
                error={validation(formState.errors.displayName?.message)}
                testId="setup-name"
                {...register('displayName')}
              />
              <AuthField
                label={t('accounts:setup.email')}
                help={t('accounts:setup.emailHelp')}
                type="email"
                autoComplete="email"
                dir="ltr"
                error={validation(formState.errors.email?.message)}
                testId="setup-email"
                {...register('email')}
              />
              <NewPasswordFields
                password={register('password')}
                confirm={register('confirm')}
                errors={{
                  password: validation(formState.errors.password?.message),
                  confirm: validation(formState.errors.confirm?.message),
                }}
                testPrefix="setup"
              />
              <AuthFormEnd
                problem={problem}
                problemId={problemId}
                testPrefix="setup"
                busy={formState.isSubmitting || waiting}
                label={t('accounts:setup.submit')}
              />
            </form>
          </>
        )}
        <p className="auth-aside">
          <Link to="/">{t('accounts:join.haveAccount')}</Link>
        </p>
      </section>
    </div>
  );
}
