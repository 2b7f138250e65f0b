// Class server: set one's password with the one-time join code an instructor gave (opened from the
// link `#/join?code=…` or typed), the password twice, then signed in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { joinCodeSchema } from '../../../shared/domain/accounts';
import { useApiMutation } from '../../api/hooks';
import { CodeClaimForm } from './CodeClaimForm';
import { useCodeSignIn } from './useCodeSignIn';
import { checkSamePassword, passwordPair } from './passwordPair';

const schema = z.object({ code: z.string().pipe(joinCodeSchema), ...passwordPair }).superRefine(checkSamePassword);
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export function JoinScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const fromLink = params.get('code')?.slice(0, 40) ?? '';
  const join = useApiMutation('auth.join');
  const signIn = useCodeSignIn('join', join.error, '/');
  const { register, handleSubmit, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { code: fromLink, password: '', confirm: '' },
  });

  const submit = (values: Output) =>
    signIn.run(() => join.mutateAsync({ code: values.code, password: values.password }));

  return (
    <div className="auth-layout is-single" data-testid="join-screen">
      <section className="card auth-card" aria-labelledby="join-title">
        <h1 id="join-title">{t('accounts:join.title')}</h1>
        <p className="muted">{t('accounts:join.lead')}</p>
        <CodeClaimForm
          testPrefix="join"
          signIn={signIn}
          register={register}
          errors={formState.errors}
          submitting={formState.isSubmitting}
          code={{
            label: t('accounts:join.code'),
            help: t('accounts:join.codeHelp'),
            autoComplete: 'one-time-code',
            autoFocus: !fromLink,
          }}
          submitLabel={t('accounts:join.submit')}
          onSubmit={(e) => void handleSubmit(submit)(e)}
        />
        <p className="auth-aside">
          <Link to="/" data-testid="join-to-signin">
            {t('accounts:join.haveAccount')}
          </Link>
        </p>
      </section>
    </div>
  );
}
