// A new password typed twice (join and first-instructor setup): the password with its rule, then
// the confirmation, each with its own error.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthField } from './AuthField';

type Props = {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password: string | null; confirm: string | null };
  testPrefix: string;
  autoFocus?: boolean;
};

export function NewPasswordFields({ password, confirm, errors, testPrefix, autoFocus }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <AuthField
        label={t('accounts:join.password')}
        help={t('accounts:join.passwordHelp')}
        type="password"
        autoComplete="new-password"
        autoFocus={autoFocus}
        error={errors.password}
        testId={`${testPrefix}-password`}
        {...password}
      />
      <AuthField
        label={t('accounts:join.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
        testId={`${testPrefix}-confirm`}
        {...confirm}
      />
    </>
  );
}
