// Class server: set one's password with the one-time join code an instructor gave (opened from the
// link `#/join?code=…` or typed), the password twice, then signed in.
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { joinCodeSchema } from '../../../shared/domain/accounts';
import { useApiMutation } from '../../api/hooks';
import { AuthCard } from './AuthCard';
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
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { code: fromLink, password: '', confirm: '' },
  });

  const submit = (values: Output) =>
    signIn.run(() => join.mutateAsync({ code: values.code, password: values.password }));

  return (
    <div className="auth-layout is-single" data-testid="join-screen">
      <AuthCard titleId="join-title" title={t('accounts:join.title')} lead={t('accounts:join.lead')}>
        <CodeClaimForm screen="join" signIn={signIn} form={form} onSubmit={submit} focusCode={!fromLink} />
        <p className="auth-aside">
          <Link to="/" data-testid="join-to-signin">
            {t('accounts:join.haveAccount')}
          </Link>
        </p>
      </AuthCard>
    </div>
  );
}
