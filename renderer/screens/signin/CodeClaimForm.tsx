// The form of the join and first-instructor screens: a one-time code, the fields a screen adds
// (name, email), a new password typed twice, then the server's refusal and the submit button.
import type { FormEventHandler, ReactNode } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { AuthField } from './AuthField';
import { AuthFormEnd } from './AuthFormEnd';
import { NewPasswordFields } from './NewPasswordFields';
import type { useCodeSignIn } from './useCodeSignIn';

type ClaimFields = { code: string; password: string; confirm: string };

type Props<T extends FieldValues & ClaimFields> = {
  testPrefix: 'join' | 'setup';
  signIn: ReturnType<typeof useCodeSignIn>;
  register: UseFormRegister<T>;
  errors: FieldErrors<T>;
  submitting: boolean;
  code: { label: string; help: string; autoComplete: string; autoFocus: boolean };
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Fields between the code and the new password. */
  children?: ReactNode;
};

export function CodeClaimForm<T extends FieldValues & ClaimFields>({
  testPrefix,
  signIn,
  register,
  errors,
  submitting,
  code,
  submitLabel,
  onSubmit,
  children,
}: Props<T>) {
  const { problem, problemId, validation, waiting } = signIn;
  const field = (name: keyof ClaimFields) => register(name as Path<T>);
  const message = (name: keyof ClaimFields) => validation((errors as FieldErrors<ClaimFields>)[name]?.message);
  return (
    <form className="stack auth-form" onSubmit={onSubmit} noValidate>
      <AuthField
        label={code.label}
        help={code.help}
        autoComplete={code.autoComplete}
        spellCheck={false}
        dir="ltr"
        className="auth-code-input"
        autoFocus={code.autoFocus}
        error={message('code')}
        alsoDescribedBy={problem?.field === 'code' ? problemId : null}
        testId={`${testPrefix}-code`}
        {...field('code')}
      />
      {children}
      <NewPasswordFields
        password={field('password')}
        confirm={field('confirm')}
        errors={{ password: message('password'), confirm: message('confirm') }}
        testPrefix={testPrefix}
        autoFocus={!code.autoFocus}
      />
      <AuthFormEnd
        problem={problem}
        problemId={problemId}
        testPrefix={testPrefix}
        busy={submitting || waiting}
        label={submitLabel}
      />
    </form>
  );
}
