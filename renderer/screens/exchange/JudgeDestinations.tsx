// Where each judge of an exercise sends text: its name, model and server, and whether that server
// is another computer. Shown before a file is opened and before judges are allowed.
import { useTranslation } from 'react-i18next';
import type { JudgeDestination } from '../../../shared/exchange/types';

export function JudgeDestinations(props: { judges: JudgeDestination[] }) {
  const { t } = useTranslation();
  if (props.judges.length === 0) return <p className="muted">{t('exchange:noJudges')}</p>;
  return (
    <ul data-testid="judge-destinations">
      {props.judges.map((j) => (
        <li key={`${j.label}-${j.host}-${j.model}`}>
          <span dir="auto">{j.label}</span> ({j.model}) → <strong dir="ltr">{j.host}</strong> ·{' '}
          {j.offMachine ? t('exchange:offMachine') : t('exchange:thisComputer')}
        </li>
      ))}
    </ul>
  );
}
