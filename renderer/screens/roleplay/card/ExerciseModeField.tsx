// On the start panel: the exercise the session belongs to (none, or one that holds this card's
// scenario) and the mode that then applies, the exercise's own or the role card's default.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleCard, RoleplayMode } from '../../../../shared/domain/roleplay';
import { textLangAttrs } from '../../../../shared/i18n/text-language';
import { ErrorText } from '../../../components/ErrorText';
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
  const id = useId();
  const exercise = options?.find((o) => o.id === value) ?? null;
  const mode = appliedMode(card, exercise);
  const fromExercise = exercise !== null && exercise.roleplayMode !== 'card';
  return (
    <>
      {options !== null && options.length > 0 && (
        <div className="field">
          <label htmlFor={id}>{t('modelroles:exercise.label')}</label>
          <select
            id={id}
            value={value === null ? '' : String(value)}
            onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
            disabled={disabled}
            aria-describedby={`${id}-help`}
            data-testid="rp-start-exercise"
          >
            <option value="">{t('modelroles:exercise.none')}</option>
            {options.map((o) => (
              <option key={o.id} value={o.id} {...textLangAttrs(o.title)}>
                {o.title}
              </option>
            ))}
          </select>
          <small id={`${id}-help`}>{t('modelroles:exercise.help')}</small>
        </div>
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
