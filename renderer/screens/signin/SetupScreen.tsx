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
import { AuthCard } from './AuthCard';
import { CodeClaimForm } from './CodeClaimForm';
import { PersonFields } from './PersonFields';
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
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: { code: '', displayName: '', email: '', password: '', confirm: '' },
  });
  const done = status.data && !status.data.needsSetup;

  const submit = ({ confirm: _confirm, ...values }: Output) => signIn.run(() => setup.mutateAsync(values));

  return (
    <div className="auth-layout is-single" data-testid="setup-screen">
      <AuthCard titleId="setup-title" title={t('accounts:setup.title')} lead={!done && t('accounts:setup.lead')}>
        {done ? (
          <p className="auth-notice" role="status" data-testid="setup-done">
            {t('accounts:errors.alreadySetUp')}
          </p>
        ) : (
          <CodeClaimForm screen="setup" signIn={signIn} form={form} onSubmit={submit} focusCode>
            <PersonFields whose="self" form={form} testPrefix="setup" />
          </CodeClaimForm>
        )}
        <p className="auth-aside">
          <Link to="/">{t('accounts:join.haveAccount')}</Link>
        </p>
      </AuthCard>
    </div>
  );
}
