// The name (or pseudonym) and the optional email of a new account, as the first-instructor setup and
// the instructor's "Add account" form ask for them (both checked with the server's own rules); a form
// may put its own fields between the two.
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthField } from './AuthField';
import { useValidationText } from './validationText';

type PersonValues = { displayName: string; email: string };

type Props<T extends FieldValues & PersonValues, O> = {
  /** 'self': the person's own account (the browser may fill in their name and email); 'other': someone else's. */
  whose: 'self' | 'other';
  form: UseFormReturn<T, unknown, O>;
  testPrefix: string;
  autoFocus?: boolean;
  /** Fields between the name and the email. */
  children?: ReactNode;
};

export function PersonFields<T extends FieldValues & PersonValues, O>(props: Props<T, O>) {
  const { whose, form, testPrefix, autoFocus, children } = props;
  const { t } = useTranslation();
  const validation = useValidationText();
  const errors = form.formState.errors as FieldErrors<PersonValues>;
  const self = whose === 'self';
  const name = self
    ? { label: t('accounts:setup.name'), help: t('accounts:setup.nameHelp') }
    : { label: t('accounts:add.name'), help: t('accounts:add.nameHelp') };
  const email = self
    ? { label: t('accounts:setup.email'), help: t('accounts:setup.emailHelp') }
    : { label: t('accounts:add.email'), help: t('accounts:add.emailHelp') };
  return (
    <>
      <AuthField
        {...name}
        autoComplete={self ? 'name' : 'off'}
        dir="auto"
        autoFocus={autoFocus}
        error={validation(errors.displayName?.message)}
        testId={`${testPrefix}-name`}
        {...form.register('displayName' as Path<T>)}
      />
      {children}
      <AuthField
        {...email}
        type="email"
        autoComplete={self ? 'email' : 'off'}
        dir="ltr"
        error={validation(errors.email?.message)}
        testId={`${testPrefix}-email`}
        {...form.register('email' as Path<T>)}
      />
    </>
  );
}
