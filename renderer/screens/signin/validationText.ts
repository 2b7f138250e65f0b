// The messages of the sign-in, join, setup and account forms' validation, by the codes the shared
// schemas (shared/domain/accounts.ts, profile.ts) and the forms use.
import { useTranslation } from 'react-i18next';

export function useValidationText(): (code: string | undefined) => string | null {
  const { t } = useTranslation();
  const messages: Record<string, string> = {
    login_required: t('accounts:validation.loginRequired'),
    password_required: t('accounts:validation.passwordRequired'),
    password_too_short: t('accounts:validation.passwordTooShort'),
    password_too_long: t('accounts:validation.passwordTooLong'),
    password_mismatch: t('accounts:validation.passwordMismatch'),
    join_code_invalid: t('accounts:validation.codeInvalid'),
    name_required: t('accounts:validation.nameRequired'),
    name_too_long: t('accounts:validation.nameTooLong'),
    email_invalid: t('accounts:validation.emailInvalid'),
    cohort_too_long: t('accounts:validation.cohortTooLong'),
  };
  return (code) => (code ? (messages[code] ?? t('accounts:validation.invalid')) : null);
}
