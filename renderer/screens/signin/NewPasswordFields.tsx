// A new password typed twice (join and first-instructor setup): the password with its rule, then
// the confirmation, each with its own error.
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthField } from './AuthField';

type Field = 'password' | 'confirm';

type Props = {
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: Record<Field, string | null>;
  testPrefix: string;
  autoFocus?: boolean;
};

export function NewPasswordFields({ password, confirm, errors, testPrefix, autoFocus }: Props) {
  const { t } = useTranslation();
  const fields = [
    { name: 'password', label: t('accounts:join.password'), help: t('accounts:join.passwordHelp'), input: password },
    { name: 'confirm', label: t('accounts:join.confirm'), help: undefined, input: confirm },
  ] as const;
  return fields.map(({ name, label, help, input }) => (
    <AuthField
      key={name}
      label={label}
      help={help}
      type="password"
      autoComplete="new-password"
      autoFocus={name === 'password' && autoFocus}
      error={errors[name]}
      testId={`${testPrefix}-${name}`}
      {...input}
    />
  ));
}
