// The exercise's coaching settings: a coach's note after each submitted version (on or off), whether
// it suggests sentence alternatives, which server model writes it (none: the automatic note from the
// fast analyzer), and the role-play mode (the role card's default, or practice or assessment for all).
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../shared/domain/judging';
import { CheckOption } from '../../components/CheckOption';
import type { ExerciseFormValues } from './exerciseFormValues';
import { noteLabels } from '../practice/note/noteLabels';

type Props = { control: Control<ExerciseFormValues>; judges: JudgeProvider[]; readOnly: boolean };

const MODES = ['card', 'practice', 'assessment'] as const;

export function CoachSettingsField({ control, judges, readOnly }: Props) {
  const { t } = useTranslation();
  const note = useController({ control, name: 'coachNote' });
  const suggestions = useController({ control, name: 'coachSuggestions' });
  const model = useController({ control, name: 'coachModelId' });
  const mode = useController({ control, name: 'roleplayMode' });
  const servers = judges.filter((j) => j.kind !== 'local');
  return (
    <fieldset className="field ex-group" data-testid="exercise-coach">
      <legend>{t('coachNote:settings.title')}</legend>
      <ul className="bare-list ex-check-list">
        <li>
          <CheckOption
            checked={note.field.value}
            disabled={readOnly}
            onChange={note.field.onChange}
            testId="coach-note-on"
            label={t('coachNote:settings.note')}
            help={t('coachNote:settings.noteHelp')}
          />
        </li>
        <li>
          <CheckOption
            checked={suggestions.field.value}
            disabled={readOnly || !note.field.value}
            onChange={suggestions.field.onChange}
            testId="coach-suggestions-on"
            label={t('coachNote:settings.suggestions')}
            help={t('coachNote:settings.suggestionsHelp')}
          />
        </li>
      </ul>
      <label className="field">
        <span>{t('coachNote:settings.model')}</span>
        <select
          value={model.field.value ?? ''}
          disabled={readOnly || !note.field.value}
          onChange={(e) => model.field.onChange(e.target.value === '' ? null : e.target.value)}
          data-testid="coach-model"
        >
          <option value="">{t('coachNote:settings.automatic')}</option>
          {servers.map((j) => (
            <option key={j.id} value={j.id}>
              {j.label}
            </option>
          ))}
        </select>
        <small>{t('coachNote:settings.modelHelp')}</small>
      </label>
      <label className="field">
        <span>{t('coachNote:settings.roleplayMode')}</span>
        <select
          value={mode.field.value}
          disabled={readOnly}
          onChange={(e) => mode.field.onChange(e.target.value as (typeof MODES)[number])}
          data-testid="exercise-roleplay-mode"
        >
          {MODES.map((m) => (
            <option key={m} value={m}>
              {noteLabels(t).exerciseMode[m]}
            </option>
          ))}
        </select>
        <small>{t('coachNote:settings.roleplayModeHelp')}</small>
      </label>
    </fieldset>
  );
}
