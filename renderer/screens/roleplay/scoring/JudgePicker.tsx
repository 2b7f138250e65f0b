// Checkboxes for the judges to ask (at most five), each with where the transcript would go.
import { useTranslation } from 'react-i18next';
import type { JudgeProvider } from '../../../../shared/domain/judging';
import { isolate } from '../../../i18n/isolate';

export const MAX_JUDGES = 5;

type Props = {
  judges: readonly JudgeProvider[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
  disabled: boolean;
  testId: string;
};

export function JudgePicker({ judges, chosen, onChange, disabled, testId }: Props) {
  const { t } = useTranslation();
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id]);
  return (
    <fieldset className="field rp-judges">
      <legend>{t('roleplay:scores.judges')}</legend>
      {judges.map((j) => (
        <label key={j.id} className="rp-check">
          <input
            type="checkbox"
            checked={chosen.includes(j.id)}
            onChange={() => toggle(j.id)}
            disabled={disabled || (!chosen.includes(j.id) && chosen.length >= MAX_JUDGES)}
            data-testid={`${testId}-${j.id}`}
          />
          <span>
            {j.label} <span className="muted">· {j.model}</span>
            <span className={`rp-judge-where${j.destination.offMachine ? ' off-machine' : ''}`}>
              {j.destination.offMachine
                ? t('roleplay:scores.judgeSendsTo', { host: isolate(j.destination.host) })
                : t('roleplay:scores.judgeStaysHere')}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
