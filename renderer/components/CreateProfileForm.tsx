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
    message ? (
      <span className="field-error" role="alert">
        {validation[message] ?? t('profiles:validation.invalid')}
      </span>
    ) : null;

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
      <label className="field">
        <span>{t('profiles:displayName')}</span>
        <input {...register('displayName')} autoFocus dir="auto" autoComplete="off" data-testid="profile-name" />
        <small>{t('profiles:displayNameHelp')}</small>
        {fieldError(formState.errors.displayName?.message)}
      </label>
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
          <label className="field">
            <span>{t('profiles:passcode')}</span>
            <input
              type="password"
              autoComplete="new-password"
              {...register('passcode')}
              data-testid="profile-passcode"
            />
            <small>{t('profiles:passcodeHelp')}</small>
            {fieldError(formState.errors.passcode?.message)}
          </label>
          <label className="field">
            <span>{t('profiles:passcodeConfirm')}</span>
            <input
              type="password"
              autoComplete="new-password"
              {...register('confirm')}
              data-testid="profile-passcode-confirm"
            />
            {fieldError(formState.errors.confirm?.message)}
          </label>
        </div>
      )}
      <label className="field">
        <span>{t('profiles:cohort')}</span>
        <input {...register('cohort')} dir="auto" autoComplete="off" placeholder={t('profiles:cohortPlaceholder')} />
        {fieldError(formState.errors.cohort?.message)}
      </label>
      <ErrorText error={serverError} />
      <div className="button-row">
        <button type="button" className="button secondary" onClick={onCancel}>
          {t('common:cancel')}
        </button>
        <button
          type="submit"
          className="button primary"
          disabled={formState.isSubmitting}
          data-testid="profile-create-submit"
        >
          {t('profiles:create')}
        </button>
      </div>
    </form>
  );
}
