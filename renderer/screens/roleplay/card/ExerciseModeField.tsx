// On the start panel: the exercise the session belongs to (none, or one that holds this card's
// scenario) and the mode that then applies, the exercise's own or the role card's default.
import { useTranslation } from 'react-i18next';
import type { RoleCard, RoleplayMode } from '../../../../shared/domain/roleplay';
import { textLangAttrs } from '../../../../shared/i18n/text-language';
import { ErrorText } from '../../../components/ErrorText';
import { SelectField } from '../../../components/SelectField';
import { noteLabels } from '../../practice/note/noteLabels';
import type { RoleplayExerciseOption } from './useRoleplayExercises';

/** The mode a session starts in: the exercise's setting when it sets one, else the card's default. */
export const appliedMode = (card: RoleCard, exercise: RoleplayExerciseOption | null): RoleplayMode =>
  exercise && exercise.roleplayMode !== 'card' ? exercise.roleplayMode : card.defaultMode;

type Props = {
  card: RoleCard;
  options: RoleplayExerciseOption[] | null;
  error: unknown;
  value: number | null;
  onChange: (id: number | null) => void;
  disabled: boolean;
};

export function ExerciseModeField({ card, options, error, value, onChange, disabled }: Props) {
  const { t } = useTranslation();
  const labels = noteLabels(t);
  const exercise = options?.find((o) => o.id === value) ?? null;
  const mode = appliedMode(card, exercise);
  const fromExercise = exercise !== null && exercise.roleplayMode !== 'card';
  return (
    <>
      {options !== null && options.length > 0 && (
        <SelectField
          label={t('modelroles:exercise.label')}
          help={t('modelroles:exercise.help')}
          value={value}
          onChange={onChange}
          disabled={disabled}
          empty={{ label: t('modelroles:exercise.none') }}
          options={options.map((o) => ({ value: o.id, label: o.title, ...textLangAttrs(o.title) }))}
          testId="rp-start-exercise"
        />
      )}
      <ErrorText error={error} />
      <p className={`rp-mode is-${mode}`} data-testid="rp-start-mode" data-mode={mode}>
        <strong>{labels.mode[mode]}</strong>
        <span className="muted">
          {fromExercise ? t('modelroles:exercise.modeFromExercise') : t('modelroles:exercise.modeFromCard')}{' '}
          {labels.modeHelp[mode]}
        </span>
      </p>
    </>
  );
}
