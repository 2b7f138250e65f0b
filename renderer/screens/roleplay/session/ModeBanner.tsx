// Which mode the session is in, said plainly: practice (feedback after each turn) or assessment (none,
// and a trainee cannot leave it). The player of a practice session may move it to assessment.
import { useTranslation } from 'react-i18next';
import type { RoleplaySession } from '../../../../shared/domain/roleplay';
import { noteLabels } from '../../practice/note/noteLabels';
import { Button } from '../../../components/Button';

type Props = { session: RoleplaySession; canSwitch: boolean; busy: boolean; onAssessment: () => void };

export function ModeBanner({ session, canSwitch, busy, onAssessment }: Props) {
  const { t } = useTranslation();
  const labels = noteLabels(t);
  return (
    <div className={`rp-mode is-${session.mode}`} data-testid="rp-mode" data-mode={session.mode}>
      <strong>{labels.mode[session.mode]}</strong>
      <span className="muted">{labels.modeHelp[session.mode]}</span>
      {canSwitch && session.mode === 'practice' && session.status !== 'ended' && (
        <Button small disabled={busy} onClick={onAssessment} testId="rp-to-assessment">
          {t('coachNote:rp.toAssessment')}
        </Button>
      )}
    </div>
  );
}
