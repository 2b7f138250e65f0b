// The form of the join and first-instructor screens: a one-time code, the fields a screen adds
// (name, email), a new password typed twice, then the server's refusal and the submit button.
import type { ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AuthField } from './AuthField';
import { AuthFormEnd } from './AuthFormEnd';
import { NewPasswordFields } from './NewPasswordFields';
import type { useCodeSignIn } from './useCodeSignIn';

type ClaimFields = { code: string; password: string; confirm: string };

type Props<T extends FieldValues & ClaimFields, O> = {
  /** Which screen: a join code an instructor gave, or the setup code the server printed. */
  screen: 'join' | 'setup';
  signIn: ReturnType<typeof useCodeSignIn>;
  form: UseFormReturn<T, unknown, O>;
  onSubmit: (values: O) => Promise<void>;
  /** The code field takes the focus (else the new password does: the code came with the link). */
  focusCode: boolean;
  /** Fields between the code and the new password. */
  children?: ReactNode;
};

export function CodeClaimForm<T extends FieldValues & ClaimFields, O>({
  screen,
  signIn,
  form,
  onSubmit,
  focusCode,
  children,
}: Props<T, O>) {
  const { t } = useTranslation();
  const { problem, problemId, validation, waiting } = signIn;
  const { register, handleSubmit, formState } = form;
  const field = (name: keyof ClaimFields) => register(name as Path<T>);
  const message = (name: keyof ClaimFields) =>
    validation((formState.errors as FieldErrors<ClaimFields>)[name]?.message);
  const join = screen === 'join';
  return (
    <form className="stack auth-form" onSubmit={(e) => void handleSubmit(onSubmit)(e)} noValidate>
      <AuthField
        label={join ? t('accounts:join.code') : t('accounts:setup.code')}
        help={join ? t('accounts:join.codeHelp') : t('accounts:setup.codeHelp')}
        autoComplete={join ? 'one-time-code' : 'off'}
        spellCheck={false}
        dir="ltr"
        className="auth-code-input"
        autoFocus={focusCode}
        error={message('code')}
        alsoDescribedBy={problem?.field === 'code' ? problemId : null}
        testId={`${screen}-code`}
        {...field('code')}
      />
      {children}
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirm')}
        errors={{ password: message('password'), confirm: message('confirm') }}
        testPrefix={screen}
        autoFocus={!focusCode}
      />
      <AuthFormEnd
        problem={problem}
        problemId={problemId}
        testPrefix={screen}
        busy={formState.isSubmitting || waiting}
        label={join ? t('accounts:join.submit') : t('accounts:setup.submit')}
      />
    </form>
  );
}
