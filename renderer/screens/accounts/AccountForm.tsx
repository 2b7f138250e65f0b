// The "Add account" form: name or pseudonym, role, cohort (existing cohorts suggested) and an
// optional email, checked with the same rules the server applies.
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AccountInput } from '../../../shared/domain/accounts';
import { emailSchema } from '../../../shared/domain/accounts';
import { displayNameSchema, ROLES } from '../../../shared/domain/profile';
import { roleDescription, roleLabel } from '../../components/roleLabels';
import { ConfirmRow } from '../../components/ConfirmRow/ConfirmRow';
import { AuthField } from '../signin/AuthField';
import { PersonFields } from '../signin/PersonFields';
import { useValidationText } from '../signin/validationText';

const schema = z.object({
  displayName: z.string().pipe(displayNameSchema),
  role: z.enum(ROLES),
  cohort: z
    .string()
    .trim()
    .max(60, 'cohort_too_long')
    .transform((value) => (value === '' ? null : value)),
  email: z.union([z.literal('').transform(() => null), z.string().pipe(emailSchema)]),
});
type Input = z.input<typeof schema>;

export function AccountForm(props: {
  cohorts: readonly string[];
  busy: boolean;
  /** The server's refusal (e.g. the name is taken), shown above the buttons. */
  problem: ReactNode;
  onSubmit: (input: AccountInput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const cohortList = useId();
  const validation = useValidationText();
  const form = useForm<Input, unknown, AccountInput>({
    resolver: zodResolver(schema),
    defaultValues: { displayName: '', role: 'trainee', cohort: '', email: '' },
  });
  const { register, handleSubmit, formState } = form;
  return (
    <form className="stack" onSubmit={(e) => void handleSubmit(props.onSubmit)(e)} noValidate>
      <PersonFields whose="other" form={form} testPrefix="account" autoFocus>
        <fieldset className="field acc-roles">
          <legend>{t('accounts:add.role')}</legend>
          {ROLES.map((role) => (
            <label key={role} className="acc-role-option">
              <input type="radio" value={role} {...register('role')} data-testid={`account-role-${role}`} />
              <span>
                <strong>{roleLabel(t, role)}</strong>
                <small>{roleDescription(t, role)}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <AuthField
          label={t('accounts:add.cohort')}
          help={t('accounts:add.cohortHelp')}
          autoComplete="off"
          dir="auto"
          list={cohortList}
          error={validation(formState.errors.cohort?.message)}
          testId="account-cohort"
          {...register('cohort')}
        />
        <datalist id={cohortList}>
          {props.cohorts.map((cohort) => (
            <option key={cohort} value={cohort} />
          ))}
        </datalist>
      </PersonFields>
      {props.problem}
      <ConfirmRow
        onCancel={props.onCancel}
        confirmLabel={t('accounts:add.submit')}
        confirmTestId="account-submit"
        confirmDisabled={props.busy}
      />
    </form>
  );
}
