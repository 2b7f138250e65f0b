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
import { CodeClaimForm } from './CodeClaimForm';
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
  const signIn = useCodeSignIn('setup', setup.error, '/accounts');
  const { validation } = signIn;
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', displayName: '', email: '', password: '', confirm: '' },
  });
  const done = status.data && !status.data.needsSetup;

  const submit = ({ confirm: _confirm, ...values }: Output) => signIn.run(() => setup.mutateAsync(values));

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
            <CodeClaimForm
              testPrefix="setup"
              signIn={signIn}
              register={register}
              errors={formState.errors}
              submitting={formState.isSubmitting}
              code={{
                label: t('accounts:setup.code'),
                help: t('accounts:setup.codeHelp'),
                autoComplete: 'off',
                autoFocus: true,
              }}
              submitLabel={t('accounts:setup.submit')}
              onSubmit={(e) => void handleSubmit(submit)(e)}
            >
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
            </CodeClaimForm>
          </>
        )}
        <p className="auth-aside">
          <Link to="/">{t('accounts:join.haveAccount')}</Link>
        </p>
      </section>
    </div>
  );
}
