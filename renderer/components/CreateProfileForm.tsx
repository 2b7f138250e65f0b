// Form for a new profile: name, role, and for instructors and supervisors a passcode typed twice.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  displayNameSchema,
  passcodeSchema,
  ROLES,
  roleNeedsPasscode,
  type ProfileSummary,
} from '../../shared/domain/profile';
import { api } from '../api/client';
import { ErrorText } from './ErrorText';
import { ConfirmRow } from './ConfirmRow/ConfirmRow';
import { FieldInput } from './FormField';
import { roleDescription, roleLabel } from './roleLabels';

const formSchema = z
  .object({
    displayName: displayNameSchema,
    role: z.enum(ROLES),
    passcode: z.string(),
    confirm: z.string(),
    cohort: z.string().trim().max(60, 'cohort_too_long'),
  })
  .superRefine((values, ctx) => {
    if (!roleNeedsPasscode(values.role)) return;
    const checked = passcodeSchema.safeParse(values.passcode);
    if (!checked.success)
      ctx.addIssue({
        code: 'custom',
        path: ['passcode'],
        message: checked.error.issues[0]?.message ?? 'passcode_too_short',
      });
    else if (values.passcode !== values.confirm)
      ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'passcode_mismatch' });
  });
type FormValues = z.infer<typeof formSchema>;

export function CreateProfileForm({
  onCreated,
  onCancel,
}: {
  onCreated: (profile: ProfileSummary, passcode: string | undefined) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [serverError, setServerError] = useState<unknown>(null);
  const { register, handleSubmit, control, formState } = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { displayName: '', role: 'trainee', passcode: '', confirm: '', cohort: '' },
  });
  const role = useWatch({ control, name: 'role' });
  const validation: Record<string, string> = {
    name_required: t('profiles:validation.nameRequired'),
    name_too_long: t('profiles:validation.nameTooLong'),
    passcode_too_short: t('profiles:validation.passcodeTooShort'),
    passcode_too_long: t('profiles:validation.passcodeTooLong'),
    passcode_mismatch: t('profiles:validation.passcodeMismatch'),
    cohort_too_long: t('profiles:validation.cohortTooLong'),
  };
  const fieldError = (message: string | undefined) =>
    message ? (validation[message] ?? t('profiles:validation.invalid')) : null;
  // The passcode and its confirmation: the same kind of field, typed twice.
  const passcodeFields = [
    { name: 'passcode', label: t('profiles:passcode'), help: t('profiles:passcodeHelp'), testId: 'profile-passcode' },
    { name: 'confirm', label: t('profiles:passcodeConfirm'), testId: 'profile-passcode-confirm' },
  ] as const;

  const submit = async (values: FormValues) => {
    setServerError(null);
    try {
      const passcode = roleNeedsPasscode(values.role) ? values.passcode : undefined;
      const created = await api.call('profiles.create', {
        displayName: values.displayName,
        role: values.role,
        passcode,
        cohort: values.cohort === '' ? null : values.cohort,
      });
      onCreated(created, passcode);
    } catch (error) {
      setServerError(error);
    }
  };

  return (
    <form className="stack create-profile" onSubmit={(e) => void handleSubmit(submit)(e)} noValidate>
      <FieldInput
        label={t('profiles:displayName')}
        help={t('profiles:displayNameHelp')}
        error={fieldError(formState.errors.displayName?.message)}
        {...register('displayName')}
        autoFocus
        dir="auto"
        autoComplete="off"
        testId="profile-name"
      />
      <fieldset className="field role-choice">
        <legend>{t('profiles:roleLegend')}</legend>
        {ROLES.map((r) => (
          <label key={r} className={`role-option${role === r ? ' selected' : ''}`}>
            <input type="radio" value={r} {...register('role')} data-testid={`role-${r}`} />
            <span className="role-option-text">
              <strong>{roleLabel(t, r)}</strong>
              <small>{roleDescription(t, r)}</small>
            </span>
          </label>
        ))}
      </fieldset>
      {roleNeedsPasscode(role) && (
        <div className="passcode-pair">
          {passcodeFields.map(({ name, ...field }) => (
            <FieldInput
              key={name}
              {...field}
              error={fieldError(formState.errors[name]?.message)}
              type="password"
              autoComplete="new-password"
              {...register(name)}
            />
          ))}
        </div>
      )}
      <FieldInput
        label={t('profiles:cohort')}
        error={fieldError(formState.errors.cohort?.message)}
        {...register('cohort')}
        dir="auto"
        autoComplete="off"
        placeholder={t('profiles:cohortPlaceholder')}
        testId="profile-cohort"
      />
      <ErrorText error={serverError} />
      <ConfirmRow
        onCancel={onCancel}
        confirmLabel={t('profiles:create')}
        confirmTestId="profile-create-submit"
        confirmDisabled={formState.isSubmitting}
      />
    </form>
  );
}
