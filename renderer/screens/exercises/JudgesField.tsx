// Which AI judges score this exercise's drafts; none chosen means the default judges set in Settings.
// Each judge shows where it sends the trainee's text.
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { JudgeProvider } from '../../../shared/domain/judging';
import { DestinationBadge } from '../settings/judges/DestinationBadge';
import { CheckOption } from '../../components/CheckOption';

type Props = {
  judges: JudgeProvider[];
  rubricName: (id: string) => string;
  value: readonly string[];
  onChange: (next: string[]) => void;
  readOnly: boolean;
  error: string | null;
  /** The no-judge warning's id while it shows (the fieldset points to it). */
  warningId?: string | null;
};

export function JudgesField({ judges, rubricName, value, onChange, readOnly, error, warningId = null }: Props) {
  const { t, i18n } = useTranslation();
  const list = (items: string[]) => new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(items);
  // A judge chosen earlier and deleted since is still listed, so it can be unticked.
  const missing = value.filter((id) => !judges.some((j) => j.id === id));
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((j) => j !== id));

  return (
    <fieldset className="field ex-group" data-testid="exercise-judges" aria-describedby={warningId ?? undefined}>
      <legend>{t('exercises:judges.title')}</legend>
      <small>{t('exercises:judges.intro')}</small>
      {judges.length === 0 && missing.length === 0 ? (
        <p className="note">
          {t('exercises:judges.none')} <Link to="/settings">{t('exercises:judges.toSettings')}</Link>
        </p>
      ) : (
        <ul className="bare-list ex-check-list">
          {judges.map((judge) => (
            <li key={judge.id} data-testid={`judge-option-${judge.id}`}>
              <CheckOption
                checked={value.includes(judge.id)}
                disabled={readOnly}
                onChange={(checked) => toggle(judge.id, checked)}
                testId={`judge-${judge.id}`}
                labelClassName="ex-judge-line"
                label={
                  <>
                    <span dir="auto">{judge.label}</span>
                    <DestinationBadge destination={judge.destination} />
                  </>
                }
                help={
                  <>
                    <code dir="ltr">{judge.model}</code>
                    {' · '}
                    {judge.defaultFor.length > 0
                      ? t('exercises:judges.defaultFor', { rubrics: list(judge.defaultFor.map(rubricName)) })
                      : t('exercises:judges.notDefault')}
                  </>
                }
              />
            </li>
          ))}
          {missing.map((id) => (
            <li key={id}>
              <CheckOption
                checked
                disabled={readOnly}
                onChange={() => toggle(id, false)}
                label={<span dir="auto">{id}</span>}
                help={t('exercises:judges.removed')}
              />
            </li>
          ))}
        </ul>
      )}
      <p
        className={`ex-judges-summary${value.length === 0 ? ' is-default' : ''}`}
        role="status"
        data-testid="judges-summary"
      >
        {value.length === 0
          ? t('exercises:judges.defaultsUsed')
          : t('exercises:judges.chosen', { count: value.length })}
      </p>
      {error && (
        <span className="field-error" role="alert">
          {error}
        </span>
      )}
    </fieldset>
  );
}
