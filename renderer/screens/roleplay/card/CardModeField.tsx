// The role card's default mode for new sessions (practice or assessment); instructors change it,
// everyone else reads it. An exercise's own setting overrides it for sessions started in the exercise.
import { useTranslation } from 'react-i18next';
import { ROLEPLAY_MODES, type RoleCard, type RoleplayMode } from '../../../../shared/domain/roleplay';
import { noteLabels } from '../../practice/note/noteLabels';

type Props = { card: RoleCard; canEdit: boolean; busy: boolean; onChange: (mode: RoleplayMode) => void };

export function CardModeField({ card, canEdit, busy, onChange }: Props) {
  const { t } = useTranslation();
  const labels = noteLabels(t);
  return (
    <section className="card rp-card-mode" data-testid="rp-card-mode">
      <label className="field">
        <span>{t('coachNote:rp.cardDefault')}</span>
        <select
          value={card.defaultMode}
          disabled={!canEdit || busy}
          onChange={(e) => onChange(e.target.value as RoleplayMode)}
          data-testid="rp-card-mode-select"
        >
          {ROLEPLAY_MODES.map((m) => (
            <option key={m} value={m}>
              {labels.mode[m]}
            </option>
          ))}
        </select>
        <small>{labels.modeHelp[card.defaultMode]}</small>
      </label>
    </section>
  );
}
