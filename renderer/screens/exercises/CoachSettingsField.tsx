// The exercise's coaching settings: a coach's note after each submitted version (on or off), whether
// it suggests sentence alternatives, which server model writes it (none: the automatic note from the
// fast analyzer), and the role-play mode (the role card's default, or practice or assessment for all).
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../shared/domain/judging';
import { CheckOption } from '../../components/CheckOption';
import { SelectField } from '../../components/SelectField';
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
      <SelectField
        label={t('coachNote:settings.model')}
        help={t('coachNote:settings.modelHelp')}
        value={model.field.value}
        onChange={model.field.onChange}
        disabled={readOnly || !note.field.value}
        empty={{ label: t('coachNote:settings.automatic') }}
        options={servers.map((j) => ({ value: j.id, label: j.label }))}
        testId="coach-model"
      />
      <SelectField
        label={t('coachNote:settings.roleplayMode')}
        help={t('coachNote:settings.roleplayModeHelp')}
        value={mode.field.value}
        onChange={mode.field.onChange}
        disabled={readOnly}
        options={MODES.map((m) => ({ value: m, label: noteLabels(t).exerciseMode[m] }))}
        testId="exercise-roleplay-mode"
      />
    </fieldset>
  );
}
